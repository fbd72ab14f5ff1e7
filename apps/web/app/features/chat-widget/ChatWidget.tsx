/** The floating chat assistant of SPEC §2/§4 (chat feature). Mounted on every page by the shell. */
export function ChatWidget() {
  return null;
}
