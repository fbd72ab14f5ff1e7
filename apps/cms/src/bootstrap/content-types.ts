import type { Core } from '@strapi/strapi';

interface ApiContentType {
  uid: `api::${string}.${string}`;
  kind: 'singleType' | 'collectionType';
  singularName: string;
  pluralName: string;
  /** Submissions: written by the site's server, never readable by the public. */
  submission: boolean;
}

/** Submission collections: the firm's inbox (see packages/content/src/model.ts). */
export const SUBMISSIONS = new Set([
  'contact',
  'lead',
  'download-user',
  'download-request',
  'chatbot-conversation',
  'crm-event',
  'person',
  'notification',
]);

export function apiContentTypes(strapi: Core.Strapi): ApiContentType[] {
  return Object.entries(strapi.contentTypes)
    .filter(([uid]) => uid.startsWith('api::'))
    .map(([uid, ct]) => ({
      uid: uid as ApiContentType['uid'],
      kind: ct.kind,
      singularName: ct.info.singularName,
      pluralName: ct.info.pluralName,
      submission: SUBMISSIONS.has(ct.info.singularName),
    }));
}
