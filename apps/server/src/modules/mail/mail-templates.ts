import type { Locale } from '@app/contracts/locale';

export type MailContent = {
  subject: string;
  text: string;
  html: string;
};

export type AccountMailKind = 'confirm-email' | 'reset-password' | 'reset-pin' | 'unlock-account';

/** The texts of a mail that carries one link. */
export interface Wording {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
  signature: string;
}

const WORDING: Record<AccountMailKind, Record<Locale, Wording>> = {
  'confirm-email': {
    en: {
      subject: 'Confirm your e-mail for KUB Academy',
      greeting: 'Hello,',
      body: 'Thank you for registering with KUB Academy. Please confirm your e-mail address to start learning and earning.',
      action: 'Confirm my e-mail',
      expiry: 'This link works once and expires in 24 hours.',
      ignore: 'If you did not register, you can ignore this mail.',
      signature: 'The KUB Academy team',
    },
    th: {
      subject: 'ยืนยันอีเมลของคุณสำหรับ KUB Academy',
      greeting: 'สวัสดีค่ะ',
      body: 'ขอบคุณที่สมัครสมาชิก KUB Academy กรุณายืนยันอีเมลของคุณเพื่อเริ่มเรียนรู้และรับรางวัล',
      action: 'ยืนยันอีเมลของฉัน',
      expiry: 'ลิงก์นี้ใช้ได้เพียงครั้งเดียวและจะหมดอายุใน 24 ชั่วโมง',
      ignore: 'หากคุณไม่ได้สมัครสมาชิก สามารถละเว้นอีเมลฉบับนี้ได้',
      signature: 'ทีมงาน KUB Academy',
    },
  },
  'reset-password': {
    en: {
      subject: 'Reset your KUB Academy password',
      greeting: 'Hello,',
      body: 'We received a request to reset the password of your KUB Academy account.',
      action: 'Choose a new password',
      expiry: 'This link works once and expires in 1 hour.',
      ignore: 'If you did not ask for this, you can ignore this mail: your password stays the same.',
      signature: 'The KUB Academy team',
    },
    th: {
      subject: 'รีเซ็ตรหัสผ่าน KUB Academy ของคุณ',
      greeting: 'สวัสดีค่ะ',
      body: 'เราได้รับคำขอรีเซ็ตรหัสผ่านสำหรับบัญชี KUB Academy ของคุณ',
      action: 'ตั้งรหัสผ่านใหม่',
      expiry: 'ลิงก์นี้ใช้ได้เพียงครั้งเดียวและจะหมดอายุใน 1 ชั่วโมง',
      ignore: 'หากคุณไม่ได้ส่งคำขอนี้ สามารถละเว้นอีเมลฉบับนี้ได้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
      signature: 'ทีมงาน KUB Academy',
    },
  },
  'reset-pin': {
    en: {
      subject: 'Reset your KUB Academy PIN',
      greeting: 'Hello,',
      body: 'We received a request to reset the 6-digit PIN that confirms spending on your KUB Academy account.',
      action: 'Choose a new PIN',
      expiry: 'This link works once and expires in 30 minutes.',
      ignore: 'If you did not ask for this, you can ignore this mail: your PIN stays the same.',
      signature: 'The KUB Academy team',
    },
    th: {
      subject: 'รีเซ็ต PIN ของ KUB Academy',
      greeting: 'สวัสดีค่ะ',
      body: 'เราได้รับคำขอรีเซ็ต PIN 6 หลักที่ใช้ยืนยันการใช้จ่ายในบัญชี KUB Academy ของคุณ',
      action: 'ตั้ง PIN ใหม่',
      expiry: 'ลิงก์นี้ใช้ได้เพียงครั้งเดียวและจะหมดอายุใน 30 นาที',
      ignore: 'หากคุณไม่ได้ส่งคำขอนี้ สามารถละเว้นอีเมลฉบับนี้ได้ PIN ของคุณจะไม่เปลี่ยนแปลง',
      signature: 'ทีมงาน KUB Academy',
    },
  },
  'unlock-account': {
    en: {
      subject: 'Sign in to your locked KUB Academy account',
      greeting: 'Hello,',
      body: 'Sign-in to your KUB Academy account was locked after several wrong passwords. This link lets you sign in with your password anyway.',
      action: 'Sign in to my account',
      expiry: 'This link works once and expires in 30 minutes.',
      ignore:
        'If you did not ask for this, someone may be guessing your password: consider choosing a new one.',
      signature: 'The KUB Academy team',
    },
    th: {
      subject: 'เข้าสู่ระบบบัญชี KUB Academy ที่ถูกระงับชั่วคราว',
      greeting: 'สวัสดีค่ะ',
      body: 'การเข้าสู่ระบบบัญชี KUB Academy ของคุณถูกระงับชั่วคราวหลังจากกรอกรหัสผ่านผิดหลายครั้ง ลิงก์นี้ช่วยให้คุณเข้าสู่ระบบด้วยรหัสผ่านของคุณได้',
      action: 'เข้าสู่ระบบบัญชีของฉัน',
      expiry: 'ลิงก์นี้ใช้ได้เพียงครั้งเดียวและจะหมดอายุใน 30 นาที',
      ignore: 'หากคุณไม่ได้ส่งคำขอนี้ อาจมีผู้พยายามเดารหัสผ่านของคุณ ควรพิจารณาเปลี่ยนรหัสผ่านใหม่',
      signature: 'ทีมงาน KUB Academy',
    },
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An account mail with its one link, as plain text and as simple HTML, in the user's language. */
export function accountMail(kind: AccountMailKind, locale: Locale, link: string): MailContent {
  return linkMail(WORDING[kind][locale], locale, link);
}

/** A mail with one link (its action), as plain text and as simple HTML. */
export function linkMail(w: Wording, locale: Locale, link: string): MailContent {
  const text = [
    w.greeting,
    '',
    w.body,
    '',
    `${w.action}: ${link}`,
    '',
    w.expiry,
    w.ignore,
    '',
    w.signature,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(w.greeting)}</p>
<p>${escapeHtml(w.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#15803d;color:#ffffff;padding:10px 18px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(w.action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(w.expiry)}<br>${escapeHtml(w.ignore)}</p>
<p style="font-size:13px;color:#475569;word-break:break-all">${escapeHtml(link)}</p>
<p>${escapeHtml(w.signature)}</p>
</body></html>`;
  return { subject: w.subject, text, html };
}
