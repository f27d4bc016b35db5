import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractFileText, htmlToText } from './extract-text.js';

/** A letter-size page whose lines run past its right edge and below its bottom, as price lists do. */
async function pdfWithTextPastTheEdges(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([612, 792]);
  page.drawText('Brake service costs 89 dollars', { x: 72, y: 700, size: 12, font });
  page.drawText('Runs past the edge and 15 percent off parts', { x: 520, y: 650, size: 12, font });
  page.drawText('Entirely beyond the page on the right', { x: 700, y: 600, size: 12, font });
  page.drawText('Below the bottom of the page', { x: 72, y: -40, size: 12, font });
  return Buffer.from(await document.save());
}

describe('the text of a PDF', () => {
  it('keeps every word, wherever on or off the page it is drawn', async () => {
    const text = await extractFileText('pdf', await pdfWithTextPastTheEdges());
    expect(text).toContain('Brake service costs 89 dollars');
    expect(text).toContain('Runs past the edge and 15 percent off parts');
    expect(text).toContain('Entirely beyond the page on the right');
    expect(text).toContain('Below the bottom of the page');
  });

  it('refuses a file that is no PDF in words its owner can act on', async () => {
    await expect(extractFileText('pdf', Buffer.from('not a pdf'))).rejects.toThrow(
      'The PDF could not be read. It may be damaged or protected with a password.',
    );
  });
});

describe('the text of a web page', () => {
  const page = (table: string) =>
    `<html><head><title>Prices</title></head><body><main><h1>Prices</h1><p>All prices include labour and tax, and we always ask before fitting a part that costs more than $30.</p>${table}</main></body></html>`;

  it("keeps each row of a table on one line, its cells named by the header row's", () => {
    const { text } = htmlToText(
      page(
        '<table><thead><tr><th>Service</th><th>Price</th></tr></thead><tbody><tr><td>Basic tune-up</td><td>$79</td></tr><tr><td>Full overhaul</td><td> $229 </td></tr></tbody></table>',
      ),
    );
    expect(text).toContain('Service: Basic tune-up; Price: $79\nService: Full overhaul; Price: $229');
  });

  it('keeps the cells of a table without a header row together, row by row', () => {
    const { text } = htmlToText(
      page(
        '<table><tr><td>Monday to Friday</td><td>9:00 to 18:30</td></tr><tr><td>Sunday</td><td>closed</td></tr></table>',
      ),
    );
    expect(text).toContain('Monday to Friday; 9:00 to 18:30\nSunday; closed');
  });
});
