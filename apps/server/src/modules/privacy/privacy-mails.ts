import type { Locale } from '@app/contracts/locale';
import { linkMail, type MailContent, type Wording } from '../mail/mail-templates.ts';

export type PrivacyMailKind = 'confirm-closure' | 'export-ready';

const SIGNATURE = { en: 'The KUB Academy team', th: 'ทีมงาน KUB Academy' } as const;

const WORDING: Record<PrivacyMailKind, Record<Locale, Omit<Wording, 'signature'>>> = {
  'confirm-closure': {
    en: {
      subject: 'Confirm closing your KUB Academy account',
      greeting: 'Hello,',
      body: 'You asked to close your KUB Academy account. After you confirm, your account stays open for a cooling-off period in which you can still cancel from your profile. Then your personal data is erased, points left on your balance are forfeited, and you can no longer sign in.',
      action: 'Confirm closing my account',
      expiry: 'This link works once and expires in 24 hours.',
      ignore: 'If you did not ask for this, ignore this mail and change your password: nothing is closed.',
    },
    th: {
      subject: 'ยืนยันการปิดบัญชี KUB Academy ของคุณ',
      greeting: 'สวัสดีค่ะ',
      body: 'คุณได้ขอปิดบัญชี KUB Academy หลังจากยืนยันแล้ว บัญชีของคุณจะยังเปิดอยู่ในช่วงระยะเวลาทบทวน ซึ่งคุณยังสามารถยกเลิกได้จากหน้าโปรไฟล์ จากนั้นข้อมูลส่วนบุคคลของคุณจะถูกลบ คะแนนคงเหลือจะถูกริบ และคุณจะไม่สามารถเข้าสู่ระบบได้อีก',
      action: 'ยืนยันการปิดบัญชีของฉัน',
      expiry: 'ลิงก์นี้ใช้ได้เพียงครั้งเดียวและจะหมดอายุใน 24 ชั่วโมง',
      ignore: 'หากคุณไม่ได้ส่งคำขอนี้ ให้ละเว้นอีเมลฉบับนี้และเปลี่ยนรหัสผ่าน บัญชีของคุณจะไม่ถูกปิด',
    },
  },
  'export-ready': {
    en: {
      subject: 'Your KUB Academy data is ready to download',
      greeting: 'Hello,',
      body: 'The copy of your data you asked for is ready: a machine-readable JSON file and a readable summary. Download it from the "Your data" section of your profile while signed in.',
      action: 'Open your data',
      expiry: 'The download works once and expires after the time shown in your profile.',
      ignore: 'If you did not ask for this, change your password.',
    },
    th: {
      subject: 'ข้อมูล KUB Academy ของคุณพร้อมให้ดาวน์โหลดแล้ว',
      greeting: 'สวัสดีค่ะ',
      body: 'สำเนาข้อมูลที่คุณขอพร้อมแล้ว ประกอบด้วยไฟล์ JSON ที่เครื่องอ่านได้และสรุปที่อ่านง่าย ดาวน์โหลดได้จากส่วน "ข้อมูลของคุณ" ในหน้าโปรไฟล์ขณะเข้าสู่ระบบ',
      action: 'เปิดข้อมูลของคุณ',
      expiry: 'ดาวน์โหลดได้เพียงครั้งเดียวและจะหมดอายุตามเวลาที่แสดงในโปรไฟล์',
      ignore: 'หากคุณไม่ได้ส่งคำขอนี้ กรุณาเปลี่ยนรหัสผ่าน',
    },
  },
};

export function privacyMail(kind: PrivacyMailKind, locale: Locale, link: string): MailContent {
  return linkMail({ ...WORDING[kind][locale], signature: SIGNATURE[locale] }, locale, link);
}
