const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * A multipart text value as it travels: every line break (LF, CR or CRLF) becomes CRLF, as the
 * HTML spec's multipart/form-data encoding does (browsers and Node's fetch both do it). Clients
 * sign a multipart text in this form; a text typed with LF line breaks signed as typed would not
 * match what the server receives.
 */
export function multipartTextValue(value: string): string {
  return value.replace(LINE_BREAK, '\r\n');
}

/**
 * A received text with every line break (CRLF, CR or LF) as LF: what the server keeps and
 * measures, so a text counts the same whether it came as JSON, from a browser's multipart body
 * (CRLF) or from a client that sent LF.
 */
export function textWithLineFeeds(value: string): string {
  return value.replace(LINE_BREAK, '\n');
}
