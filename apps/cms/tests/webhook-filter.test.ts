import { describe, expect, it } from 'vitest';
import { changesContent } from '../src/bootstrap/webhooks';

describe('CMS cache webhook filter (sending side)', () => {
  it('sends for content types and media, not for submissions or admin records', () => {
    expect(changesContent('entry.publish', { model: 'blog-card', uid: 'api::blog-card.blog-card' })).toBe(true);
    expect(changesContent('entry.update', { model: 'home', uid: 'api::home.home' })).toBe(true);
    expect(changesContent('media.delete', undefined)).toBe(true);
    for (const name of ['contact', 'lead', 'download-request', 'download-user', 'chatbot-conversation']) {
      expect(changesContent('entry.create', { model: name, uid: `api::${name}.${name}` })).toBe(false);
      expect(changesContent('entry.update', { model: name })).toBe(false);
    }
    expect(changesContent('entry.create', { model: 'user', uid: 'plugin::users-permissions.user' })).toBe(false);
  });
});
