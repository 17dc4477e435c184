// Formats numbers for the visitor's locale off the main thread: the first Intl.NumberFormat call
// loads ICU's locale data, which blocks its thread for 30–100 ms here (docs/landing.md).
export interface FormatRequest {
  id: number;
  value: number;
}
export interface FormatAnswer {
  id: number;
  text: string;
}

self.onmessage = (event: MessageEvent<FormatRequest>) => {
  const answer: FormatAnswer = { id: event.data.id, text: event.data.value.toLocaleString() };
  self.postMessage(answer);
};
