/** No secret reaches the browser bundle: the built client assets hold no token, key or their names. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { webBuildDir } from '../../../scripts/lib/stack';

const clientDir = join(webBuildDir(), 'client');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe('built browser assets', () => {
  const all = files(clientDir).filter((f) => /\.(js|css|html|json|map)$/.test(f));
  const text = all.map((f) => [f, readFileSync(f, 'utf8')] as const);

  it('exist', () => {
    expect(all.some((f) => f.endsWith('.js'))).toBe(true);
  });

  it('contain neither the site API token, the webhook secret nor the chat credential of the running stack', () => {
    const stack = inject('stack');
    expect(stack.chatToken).toBeTruthy();
    for (const [f, t] of text) {
      expect(t.includes(stack.siteToken), f).toBe(false);
      if (stack.webhookSecret) expect(t.includes(stack.webhookSecret), f).toBe(false);
      expect(t.includes(stack.chatToken), f).toBe(false);
    }
  });

  it('name no secret variable and hold nothing that looks like a bearer token or API key', () => {
    for (const [f, t] of text) {
      expect(t, f).not.toMatch(
        /CMS_API_TOKEN|SITE_API_TOKEN|CHAT_API_TOKEN|WEBHOOK_SECRET|OPENAI_API_KEY|ADMIN_PASSWORD|STRAPI_(API_)?TOKEN|SMTP_PASS/,
      );
      expect(t, f).not.toMatch(/Bearer [A-Za-z0-9._-]{20,}/);
      expect(t, f).not.toMatch(/sk-[A-Za-z0-9]{20,}/);
    }
  });
});
