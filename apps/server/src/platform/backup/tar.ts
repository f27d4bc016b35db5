/**
 * The few files of a backup as one ustar archive, which `tar -tvf` lists and `tar -xf` unpacks.
 * Only what a backup needs: plain files with short names, read back whole.
 */

const BLOCK = 512;

export interface TarFile {
  name: string;
  data: Uint8Array;
}

export function packTar(files: readonly TarFile[], mtime = new Date()): Buffer {
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(header(file.name, file.data.length, mtime), Buffer.from(file.data), padding(file.data.length));
  }
  // Two empty blocks end the archive.
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

export function unpackTar(archive: Uint8Array): Map<string, Buffer> {
  const bytes = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const files = new Map<string, Buffer>();
  let offset = 0;
  while (offset + BLOCK <= bytes.length) {
    const block = bytes.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    if (!validChecksum(block)) throw new Error('The backup file is damaged: a header fails its checksum.');
    const name = text(block, 0, 100);
    const size = Number.parseInt(text(block, 124, 12).trim() || '0', 8);
    const start = offset + BLOCK;
    if (start + size > bytes.length) throw new Error('The backup file is cut short.');
    files.set(name, bytes.subarray(start, start + size));
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return files;
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`archive names are at most 100 bytes: ${name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write(' '.repeat(8), 148);
  block.write('0', 156);
  block.write('ustar\u000000', 257);
  block.write(octal(checksum(block), 7), 148);
  return block;
}

/** A field's number as zero-padded octal with its closing NUL. */
const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\u0000`;

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** A field's text up to its first NUL. */
function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
}

/** The header's bytes summed with its checksum field read as spaces. */
function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return sum;
}

const validChecksum = (block: Buffer) => Number.parseInt(text(block, 148, 8).trim(), 8) === checksum(block);
