// What a log line may say about a request's address: its path without the query string, and without bearer
// tokens. A receipt link (/api/receipts/<32 hex>.pdf) opens a PDF with a name, address and PAN to anyone who holds
// it, so a log that kept it would be a copy of that key.

const TOKEN_SEGMENT = /\/[0-9a-f]{24,}(?=\.[a-z]+$|\/|$)/gi;

export function loggablePath(url: string): string {
  return url.split('?')[0].replace(TOKEN_SEGMENT, '/<token>');
}
