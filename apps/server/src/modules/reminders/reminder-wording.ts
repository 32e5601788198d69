import type { Locale } from '@app/contracts/locale';
import type { ReminderKind } from '@app/contracts/reminders';
import type { MailContent } from '../mail/mail-templates.ts';

/** The facts a reminder's text names, filled in by the check that found it still due. */
export interface ReminderFacts {
  /** A pop quiz's title, a main quiz's title or a package's name, in the user's language. */
  name: string;
  /** The moment that matters (the quiz closes, the window closes, the term ends), as shown to the user. */
  until: string;
}

interface Wording {
  title: (facts: ReminderFacts) => string;
  body: (facts: ReminderFacts) => string;
  action: string;
}

const WORDING: Record<ReminderKind, Record<Locale, Wording>> = {
  pop_quiz_open: {
    en: {
      title: (f) => `${f.name} is open`,
      body: (f) => `A new pop quiz is waiting for you. Answer it before ${f.until} to win points.`,
      action: 'Answer the pop quiz',
    },
    th: {
      title: (f) => `${f.name} เปิดแล้ว`,
      body: (f) => `มีป๊อปควิซใหม่รอคุณอยู่ ตอบก่อน ${f.until} เพื่อลุ้นรับคะแนน`,
      action: 'ตอบป๊อปควิซ',
    },
  },
  reward_claim_closing: {
    en: {
      title: () => 'Claim your pop quiz reward now',
      body: (f) => `You won the reward of ${f.name}. Claim it before ${f.until}: after that it is gone.`,
      action: 'Claim my reward',
    },
    th: {
      title: () => 'รับรางวัลป๊อปควิซของคุณตอนนี้',
      body: (f) => `คุณได้รับรางวัลจาก ${f.name} กรุณากดรับก่อน ${f.until} หลังจากนั้นรางวัลจะหมดอายุ`,
      action: 'รับรางวัลของฉัน',
    },
  },
  quiz_waiting: {
    en: {
      title: (f) => `Your quiz "${f.name}" is waiting`,
      body: () => 'You saved this quiz a day ago. Pick up where you left off and finish it.',
      action: 'Continue the quiz',
    },
    th: {
      title: (f) => `แบบทดสอบ "${f.name}" ของคุณรออยู่`,
      body: () => 'คุณบันทึกแบบทดสอบนี้ไว้เมื่อวานนี้ กลับมาทำต่อจากจุดเดิมให้เสร็จกันเถอะ',
      action: 'ทำแบบทดสอบต่อ',
    },
  },
  subscription_ending: {
    en: {
      title: () => 'Your subscription ends in 7 days',
      body: (f) =>
        `Your ${f.name} subscription ends on ${f.until}. Renew it to keep earning points from quizzes.`,
      action: 'See my subscription',
    },
    th: {
      title: () => 'การสมัครสมาชิกของคุณจะสิ้นสุดในอีก 7 วัน',
      body: (f) => `การสมัครสมาชิกแพ็กเกจ ${f.name} ของคุณจะสิ้นสุดวันที่ ${f.until} ต่ออายุเพื่อสะสมคะแนนจากแบบทดสอบต่อไป`,
      action: 'ดูการสมัครสมาชิกของฉัน',
    },
  },
  reviews_due: {
    en: {
      title: (f) => (f.name === '1' ? '1 review card is due today' : `${f.name} review cards are due today`),
      body: () =>
        'A few minutes of review today keeps what you learned from slipping away. Reviews earn no points, just memory.',
      action: 'Start my reviews',
    },
    th: {
      title: (f) => `วันนี้มีการ์ดทบทวนถึงกำหนด ${f.name} ใบ`,
      body: () => 'ทบทวนวันละไม่กี่นาทีช่วยให้สิ่งที่คุณเรียนมาไม่เลือนหายไป การทบทวนไม่ได้รับคะแนน แต่ช่วยให้จำได้นานขึ้น',
      action: 'เริ่มทบทวน',
    },
  },
};

const FOOTER: Record<Locale, { why: string; stop: string; settings: string; signature: string }> = {
  en: {
    why: 'You get this mail because you turned this reminder on in your KUB Academy profile.',
    stop: 'Stop this reminder',
    settings: 'Change all reminders in your profile',
    signature: 'The KUB Academy team',
  },
  th: {
    why: 'คุณได้รับอีเมลนี้เพราะคุณเปิดการแจ้งเตือนนี้ไว้ในโปรไฟล์ KUB Academy ของคุณ',
    stop: 'หยุดการแจ้งเตือนนี้',
    settings: 'เปลี่ยนการแจ้งเตือนทั้งหมดในโปรไฟล์ของคุณ',
    signature: 'ทีมงาน KUB Academy',
  },
};

/** Title and body of a reminder (the push notification's, and the mail's subject and first line). */
export function reminderText(kind: ReminderKind, locale: Locale, facts: ReminderFacts) {
  const w = WORDING[kind][locale];
  return { title: w.title(facts), body: w.body(facts), action: w.action };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A reminder mail: its one action, why it came, and the links to stop it. */
export function reminderMail(
  kind: ReminderKind,
  locale: Locale,
  facts: ReminderFacts,
  links: { action: string; unsubscribe: string; settings: string },
): MailContent {
  const { title, body, action } = reminderText(kind, locale, facts);
  const f = FOOTER[locale];
  const text = [
    body,
    '',
    `${action}: ${links.action}`,
    '',
    f.why,
    `${f.stop}: ${links.unsubscribe}`,
    `${f.settings}: ${links.settings}`,
    '',
    f.signature,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(links.action)}" style="display:inline-block;background:#15803d;color:#ffffff;padding:10px 18px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(f.why)}<br>
<a href="${escapeHtml(links.unsubscribe)}" style="color:#15803d">${escapeHtml(f.stop)}</a> · <a href="${escapeHtml(links.settings)}" style="color:#15803d">${escapeHtml(f.settings)}</a></p>
<p>${escapeHtml(f.signature)}</p>
</body></html>`;
  return { subject: title, text, html };
}
