/**
 * Reading a request body on the site's own endpoints (forms, chat proxy): the reader the chat
 * service shares (@site/server-kit): content type checked, a size limit (declared or streamed), and
 * a refused body drained so the answer goes out on a clean connection the client may reuse.
 */
export { discardBody, readBody } from '@site/server-kit';
