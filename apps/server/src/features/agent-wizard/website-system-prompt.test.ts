import { describe, expect, it } from 'vitest';
import { websiteSystemPrompt } from './website-system-prompt.js';

const company = { companyName: 'Harbour Books', description: 'A second-hand bookshop by the harbour.' };

describe('the system prompt written from a website', () => {
  it("names the company, says what it does and summarises each page that has text, in the site's order", () => {
    const prompt = websiteSystemPrompt(company, {
      url: 'https://harbour.example/',
      pages: [
        { url: 'https://harbour.example/', title: 'Home', text: 'Books bought and sold since 1998.' },
        { url: 'https://harbour.example/empty', title: 'Gallery', text: '  ' },
        { url: 'https://harbour.example/hours', title: '', text: 'Open every day from ten.' },
      ],
    });
    expect(prompt).toMatch(
      /^You are the virtual assistant of Harbour Books, on its website https:\/\/harbour\.example\/\./,
    );
    expect(prompt).toContain('About Harbour Books: A second-hand bookshop by the harbour.');
    expect(prompt).toContain('Never invent prices, opening hours, policies or personal data.');
    expect(prompt).toContain('### Home (https://harbour.example/)\nBooks bought and sold since 1998.');
    // A page without a title is named by its address; one without text is left out.
    expect(prompt).toContain(
      '### https://harbour.example/hours (https://harbour.example/hours)\nOpen every day from ten.',
    );
    expect(prompt).not.toContain('Gallery');
  });

  it('cuts a long page at the last whole sentence, and says it did', () => {
    const sentence = 'We also repair old bindings with care. ';
    const prompt = websiteSystemPrompt(company, {
      url: 'https://harbour.example/',
      pages: [{ url: 'https://harbour.example/', title: 'Home', text: sentence.repeat(100) }],
    });
    const excerpt = prompt.split('### Home (https://harbour.example/)\n')[1] ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(1200 + 2);
    expect(excerpt).toMatch(/with care\. …$/);
  });

  it('has no page section when the site gave no text', () => {
    const prompt = websiteSystemPrompt(company, { url: 'https://harbour.example/', pages: [] });
    expect(prompt).not.toContain("## The website's main pages");
  });
});
