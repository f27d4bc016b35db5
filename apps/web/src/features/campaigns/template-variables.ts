/** How many values a template body asks for: its highest {{n}}, since WhatsApp numbers them from 1 without gaps. */
export function templateVariableCount(bodyText: string): number {
  let highest = 0;
  for (const match of bodyText.matchAll(/\{\{\s*(\d+)\s*\}\}/g)) highest = Math.max(highest, Number(match[1]));
  return highest;
}
