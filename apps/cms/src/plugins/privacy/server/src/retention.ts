import type { Core } from '@strapi/strapi';
import { everySeconds } from '../../../../strapi-helpers';
import { applyRetention, chatRetentionDays, leadsRetentionDays } from './requests';

const UID = 'api::chatbot-conversation.chatbot-conversation';
/** The name of the purge and retention job in Strapi's cron (`strapi.cron.jobs`). */
const RETENTION_JOB = 'privacy-retention';
const TWELVE_HOURS = 12 * 60 * 60;

/** CHAT_IP_RETENTION_DAYS (default 90; 0 keeps no address at all past the next sweep). */
function ipRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.CHAT_IP_RETENTION_DAYS ?? '90');
  return Number.isFinite(days) && days >= 0 ? days : 90;
}

/**
 * Privacy (docs/decisions/0008; README: privacy): the visitor IP stored with a chat conversation (for abuse
 * handling) is erased once the conversation has not changed for CHAT_IP_RETENTION_DAYS days. Runs at
 * start and every 12 hours (Strapi's cron). Returns how many records were cleared.
 */
async function purgeOldChatIps(strapi: Core.Strapi, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - ipRetentionDays() * 24 * 60 * 60 * 1000).toISOString();
  const result = (await strapi.db.query(UID).updateMany({
    where: { updatedAt: { $lt: cutoff }, userIP: { $notNull: true, $ne: '' } },
    data: { userIP: '' },
  })) as { count?: number } | null;
  return result?.count ?? 0;
}

export function scheduleChatIpPurge(strapi: Core.Strapi): void {
  const run = () =>
    purgeOldChatIps(strapi).then(
      (n) => {
        if (n > 0) strapi.log.info(`[privacy] erased the visitor IP of ${n} chat conversation(s) older than ${ipRetentionDays()} days`);
      },
      (error: unknown) => strapi.log.error(`[privacy] chat IP purge failed: ${String(error)}`),
    );
  // The retention of submissions and conversations (docs/decisions/0039), on the same beat.
  const retain = () =>
    applyRetention(strapi).then(
      (deleted) => {
        const total = Object.values(deleted).reduce((a, b) => a + b, 0);
        if (total > 0)
          strapi.log.info(
            `[privacy] retention (${leadsRetentionDays()} days for submissions, ${chatRetentionDays()} for chats) deleted ${Object.entries(
              deleted,
            )
              .map(([k, n]) => `${n} ${k}`)
              .join(', ')}`,
          );
      },
      (error: unknown) => strapi.log.error(`[privacy] retention failed: ${String(error)}`),
    );
  void run().then(retain);
  // Every 12 hours (at 00:00 and 12:00), in Strapi's cron.
  strapi.cron.add({ [RETENTION_JOB]: { task: () => run().then(retain), options: { rule: everySeconds(TWELVE_HOURS) } } });
}
