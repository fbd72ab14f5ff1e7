/** The service's answer record for a reply (what the panel reads: the form offer, the pre-fill). */
export const answerRecord = (text: string, extra: Record<string, unknown> = {}) => ({
  text,
  lang: 'en',
  page: null,
  source: 'page',
  answered: true,
  offerContact: false,
  ...extra,
});

/** A 200 JSON reply of the chat service: `stored` as given (default true), the rest the answer record's. */
export const chatReply = (content: string, { stored = true, ...extra }: Record<string, unknown> = {}) =>
  new Response(
    JSON.stringify({ choices: [{ message: { content } }], replyId: crypto.randomUUID(), stored, answer: answerRecord(content, extra) }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
