import { createHash } from 'node:crypto';
import type { Locale } from '@app/contracts/locale';
import { REMINDER_KINDS, type ReminderKind } from '@app/contracts/reminders';
import type { ConsentGrant } from '../consent/consent.service.ts';

/** The ways a reminder reaches its reader; each is a consent of its own. */
export const REMINDER_CHANNELS = ['email', 'push'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

const PREFIX = 'reminder:';

/** The consent purpose of one kind of reminder by one channel: `reminder:<kind>:<channel>`. */
export const reminderPurpose = (kind: ReminderKind, channel: ReminderChannel) =>
  `${PREFIX}${kind}:${channel}`;

/** Every purpose of one kind (all its channels): what its unsubscribe link withdraws. */
export const kindPurposes = (kind: ReminderKind) =>
  REMINDER_CHANNELS.map((channel) => reminderPurpose(kind, channel));

/** Purposes of every reminder start with this. */
export const REMINDER_PURPOSE_PREFIX = PREFIX;

/** The kind and channel a purpose names, or null for another purpose (or a kind no longer offered). */
export function readReminderPurpose(
  purpose: string,
): { kind: ReminderKind; channel: ReminderChannel } | null {
  if (!purpose.startsWith(PREFIX)) return null;
  const [kind, channel] = purpose.slice(PREFIX.length).split(':');
  if (!(REMINDER_KINDS as readonly string[]).includes(kind ?? '')) return null;
  if (!(REMINDER_CHANNELS as readonly string[]).includes(channel ?? '')) return null;
  return { kind: kind as ReminderKind, channel: channel as ReminderChannel };
}

/**
 * The reminder settings' text as the profile shows it (apps/web/app/locales/<lang>/profile.json,
 * `reminders`): what a user agrees to by turning a kind on with a channel. A test compares it with
 * the page's text, so a change of the page's words is a new wording version here too.
 */
const TEXT: Record<
  Locale,
  {
    intro: string;
    what: string;
    how: string;
    kinds: Record<ReminderKind, { label: string; hint: string }>;
    channels: Record<ReminderChannel, { label: string; hint: string }>;
  }
> = {
  en: {
    intro:
      'Choose what we remind you of, and how. Every reminder is off until you turn it on, and you get at most one of each kind a day.',
    what: 'Remind me when',
    how: 'Send reminders',
    kinds: {
      pop_quiz_open: {
        label: 'A pop quiz opens',
        hint: 'When the afternoon (12:00) or evening (18:00) pop quiz opens, Bangkok time.',
      },
      reward_claim_closing: {
        label: 'My pop quiz reward is about to expire',
        hint: '2 minutes before the claim window of a reward you won closes.',
      },
      quiz_waiting: {
        label: 'A saved quiz is waiting',
        hint: 'A day after you last saved a quiz you have not finished.',
      },
      subscription_ending: {
        label: 'My subscription is ending',
        hint: '7 days before your subscription ends, unless you have renewed it.',
      },
      reviews_due: {
        label: 'Review cards are due',
        hint: 'At 19:00 Bangkok time, on days when cards in your review deck are due. Reviews pay no points.',
      },
    },
    channels: {
      email: {
        label: 'By e-mail',
        hint: 'To the e-mail address of your account. Every mail has a link to stop it.',
      },
      push: {
        label: 'As notifications in this browser',
        hint: 'Your browser asks whether this site may show notifications.',
      },
    },
  },
  th: {
    intro:
      'เลือกว่าต้องการให้เราแจ้งเตือนเรื่องใดและทางใด การแจ้งเตือนทุกประเภทจะปิดอยู่จนกว่าคุณจะเปิด และคุณจะได้รับการแจ้งเตือนแต่ละประเภทไม่เกินวันละครั้ง',
    what: 'แจ้งเตือนฉันเมื่อ',
    how: 'ช่องทางการแจ้งเตือน',
    kinds: {
      pop_quiz_open: {
        label: 'ป๊อปควิซเปิดให้ตอบ',
        hint: 'เมื่อป๊อปควิซรอบบ่าย (12:00 น.) หรือรอบค่ำ (18:00 น.) เปิด ตามเวลากรุงเทพฯ',
      },
      reward_claim_closing: {
        label: 'รางวัลป๊อปควิซของฉันใกล้หมดเวลารับ',
        hint: '2 นาทีก่อนหมดเวลากดรับรางวัลที่คุณได้รับ',
      },
      quiz_waiting: {
        label: 'แบบทดสอบที่บันทึกไว้รอให้ทำต่อ',
        hint: 'หนึ่งวันหลังจากที่คุณบันทึกแบบทดสอบที่ยังทำไม่เสร็จครั้งล่าสุด',
      },
      subscription_ending: {
        label: 'การสมัครสมาชิกของฉันใกล้สิ้นสุด',
        hint: '7 วันก่อนการสมัครสมาชิกสิ้นสุด หากคุณยังไม่ได้ต่ออายุ',
      },
      reviews_due: {
        label: 'มีการ์ดทบทวนถึงกำหนด',
        hint: 'เวลา 19:00 น. ตามเวลาประเทศไทย ในวันที่มีการ์ดในสำรับทบทวนของคุณถึงกำหนด การทบทวนไม่ได้รับคะแนน',
      },
    },
    channels: {
      email: {
        label: 'ทางอีเมล',
        hint: 'ส่งไปยังอีเมลของบัญชีคุณ ทุกอีเมลมีลิงก์สำหรับหยุดการแจ้งเตือน',
      },
      push: {
        label: 'เป็นการแจ้งเตือนในเบราว์เซอร์นี้',
        hint: 'เบราว์เซอร์ของคุณจะถามว่าอนุญาตให้เว็บไซต์นี้แสดงการแจ้งเตือนหรือไม่',
      },
    },
  },
};

/** The page's text, for the test that keeps this copy true. */
export const REMINDER_CONSENT_TEXT = TEXT;

/** The words a user agrees to when turning on `kind` by `channel`, in their language. */
export function reminderConsentWording(kind: ReminderKind, channel: ReminderChannel, locale: Locale): string {
  const text = TEXT[locale];
  return [
    text.intro,
    `${text.what}: ${text.kinds[kind].label}`,
    text.kinds[kind].hint,
    `${text.how}: ${text.channels[channel].label}`,
    text.channels[channel].hint,
  ].join('\n');
}

/** The grant of one reminder kind by one channel, its version the digest of the exact words. */
export function reminderConsent(kind: ReminderKind, channel: ReminderChannel, locale: Locale): ConsentGrant {
  const wording = reminderConsentWording(kind, channel, locale);
  const digest = createHash('sha256').update(wording).digest('hex').slice(0, 16);
  return {
    purpose: reminderPurpose(kind, channel),
    channel,
    wording,
    wordingVersion: `${locale}-${digest}`,
    locale,
  };
}
