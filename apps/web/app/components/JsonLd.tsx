import { useNonce } from '~/lib/nonce';
import { type JsonLdObject, jsonLdText } from '~/lib/structured-data';

/**
 * Structured data as `<script type="application/ld+json">`. Browsers do not run it, but under the
 * strict CSP it carries the response's nonce like every inline script, and its text is escaped
 * (`jsonLdText`) so content cannot close the element.
 */
export function JsonLd({ data }: { data: JsonLdObject }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data with <, > and & escaped (jsonLdText), not HTML.
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
