-- One record of consent: reminders are sent from the consents table (purpose
-- 'reminder:<kind>:<channel>', with the channel, the words agreed to and when), and the retention
-- job keeps a record of each run for the metrics. Expand only: a new nullable column, a new table,
-- and a copy of the reminder choices; reminder_preferences is no longer read or written and is
-- dropped by a later release (choices an older instance saves while this deploy rolls out are
-- not copied: those users save their reminders again).
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
-- The channel a consent reaches the person by ('email', 'push'); null for a purpose about none.
ALTER TABLE "consents" ADD COLUMN "channel" text;
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	-- What the run removed or pseudonymised, by kind: {"mails": 3, "sessions": 10, ...}.
	"removed" jsonb NOT NULL
);
--> statement-breakpoint
-- Every kind a user turned on, by every channel they turned on, becomes a consent granted when the
-- choices were last saved, in the words the profile showed in their language. The version says
-- the words were not recorded at the time.
INSERT INTO "consents" ("user_id", "purpose", "channel", "wording", "wording_version", "locale", "granted_at")
SELECT p."user_id", 'reminder:' || w.kind || ':' || w.channel, w.channel, w.wording, 'migrated-' || w.version,
       w.locale, p."updated_at"
FROM "reminder_preferences" p
JOIN (VALUES
('en', 'pop_quiz_open', 'email', 'Choose what we remind you of, and how. Every reminder is off until you turn it on, and you get at most one of each kind a day.
Remind me when: A pop quiz opens
When the afternoon (12:00) or evening (18:00) pop quiz opens, Bangkok time.
Send reminders: By e-mail
To the e-mail address of your account. Every mail has a link to stop it.', 'en-6df23cb72286cc0a'),
('en', 'pop_quiz_open', 'push', 'Choose what we remind you of, and how. Every reminder is off until you turn it on, and you get at most one of each kind a day.
Remind me when: A pop quiz opens
When the afternoon (12:00) or evening (18:00) pop quiz opens, Bangkok time.
Send reminders: As notifications in this browser
Your browser asks whether this site may show notifications.', 'en-052b841fc4770522'),
('en', 'reward_claim_closing', 'email', 'Choose what we remind you of, and how. Every reminder is off until you turn it on, and you get at most one of each kind a day.
Remind me when: My pop quiz reward is about to expire
2 minutes before the claim window of a reward you won closes.
Send reminders: By e-mail
To the e-mail address of your account. Every mail has a link to stop it.', 'en-82e043193e18f969'),
('en', 'reward_claim_closing', 'push', 'Choose what we remind you of, and how. Every reminder is off until you turn it on, and you get at most one of each kind a day.
Remind me when: My pop quiz reward is about to expire
2 minutes before the claim window of a reward you won closes.
Send reminders: As notifications in this browser
Your browser asks whether this site may show notifications.', 'en-17552ac3dfd454c4'),
('en', 'quiz_waiting', 'email', 'Choose what we remind you of, and how. Every reminder is off until you turn it on, and you get at most one of each kind a day.
Remind me when: A saved quiz is waiting
A day after you last saved a quiz you have not finished.
Send reminders: By e-mail
To the e-mail address of your account. Every mail has a link to stop it.', 'en-b22c0dce24c4fc41'),
('en', 'quiz_waiting', 'push', 'Choose what we remind you of, and how. Every reminder is off until you turn it on, and you get at most one of each kind a day.
Remind me when: A saved quiz is waiting
A day after you last saved a quiz you have not finished.
Send reminders: As notifications in this browser
Your browser asks whether this site may show notifications.', 'en-304d22c0eb651789'),
('en', 'subscription_ending', 'email', 'Choose what we remind you of, and how. Every reminder is off until you turn it on, and you get at most one of each kind a day.
Remind me when: My subscription is ending
7 days before your subscription ends, unless you have renewed it.
Send reminders: By e-mail
To the e-mail address of your account. Every mail has a link to stop it.', 'en-b90984b1967b9ac3'),
('en', 'subscription_ending', 'push', 'Choose what we remind you of, and how. Every reminder is off until you turn it on, and you get at most one of each kind a day.
Remind me when: My subscription is ending
7 days before your subscription ends, unless you have renewed it.
Send reminders: As notifications in this browser
Your browser asks whether this site may show notifications.', 'en-638c014f847d5c2a'),
('th', 'pop_quiz_open', 'email', 'เลือกว่าต้องการให้เราแจ้งเตือนเรื่องใดและทางใด การแจ้งเตือนทุกประเภทจะปิดอยู่จนกว่าคุณจะเปิด และคุณจะได้รับการแจ้งเตือนแต่ละประเภทไม่เกินวันละครั้ง
แจ้งเตือนฉันเมื่อ: ป๊อปควิซเปิดให้ตอบ
เมื่อป๊อปควิซรอบบ่าย (12:00 น.) หรือรอบค่ำ (18:00 น.) เปิด ตามเวลากรุงเทพฯ
ช่องทางการแจ้งเตือน: ทางอีเมล
ส่งไปยังอีเมลของบัญชีคุณ ทุกอีเมลมีลิงก์สำหรับหยุดการแจ้งเตือน', 'th-29a630e4687c5fb1'),
('th', 'pop_quiz_open', 'push', 'เลือกว่าต้องการให้เราแจ้งเตือนเรื่องใดและทางใด การแจ้งเตือนทุกประเภทจะปิดอยู่จนกว่าคุณจะเปิด และคุณจะได้รับการแจ้งเตือนแต่ละประเภทไม่เกินวันละครั้ง
แจ้งเตือนฉันเมื่อ: ป๊อปควิซเปิดให้ตอบ
เมื่อป๊อปควิซรอบบ่าย (12:00 น.) หรือรอบค่ำ (18:00 น.) เปิด ตามเวลากรุงเทพฯ
ช่องทางการแจ้งเตือน: เป็นการแจ้งเตือนในเบราว์เซอร์นี้
เบราว์เซอร์ของคุณจะถามว่าอนุญาตให้เว็บไซต์นี้แสดงการแจ้งเตือนหรือไม่', 'th-7bd0cff9f61e0748'),
('th', 'reward_claim_closing', 'email', 'เลือกว่าต้องการให้เราแจ้งเตือนเรื่องใดและทางใด การแจ้งเตือนทุกประเภทจะปิดอยู่จนกว่าคุณจะเปิด และคุณจะได้รับการแจ้งเตือนแต่ละประเภทไม่เกินวันละครั้ง
แจ้งเตือนฉันเมื่อ: รางวัลป๊อปควิซของฉันใกล้หมดเวลารับ
2 นาทีก่อนหมดเวลากดรับรางวัลที่คุณได้รับ
ช่องทางการแจ้งเตือน: ทางอีเมล
ส่งไปยังอีเมลของบัญชีคุณ ทุกอีเมลมีลิงก์สำหรับหยุดการแจ้งเตือน', 'th-b574e67c5fa69433'),
('th', 'reward_claim_closing', 'push', 'เลือกว่าต้องการให้เราแจ้งเตือนเรื่องใดและทางใด การแจ้งเตือนทุกประเภทจะปิดอยู่จนกว่าคุณจะเปิด และคุณจะได้รับการแจ้งเตือนแต่ละประเภทไม่เกินวันละครั้ง
แจ้งเตือนฉันเมื่อ: รางวัลป๊อปควิซของฉันใกล้หมดเวลารับ
2 นาทีก่อนหมดเวลากดรับรางวัลที่คุณได้รับ
ช่องทางการแจ้งเตือน: เป็นการแจ้งเตือนในเบราว์เซอร์นี้
เบราว์เซอร์ของคุณจะถามว่าอนุญาตให้เว็บไซต์นี้แสดงการแจ้งเตือนหรือไม่', 'th-4a5c115485548a04'),
('th', 'quiz_waiting', 'email', 'เลือกว่าต้องการให้เราแจ้งเตือนเรื่องใดและทางใด การแจ้งเตือนทุกประเภทจะปิดอยู่จนกว่าคุณจะเปิด และคุณจะได้รับการแจ้งเตือนแต่ละประเภทไม่เกินวันละครั้ง
แจ้งเตือนฉันเมื่อ: แบบทดสอบที่บันทึกไว้รอให้ทำต่อ
หนึ่งวันหลังจากที่คุณบันทึกแบบทดสอบที่ยังทำไม่เสร็จครั้งล่าสุด
ช่องทางการแจ้งเตือน: ทางอีเมล
ส่งไปยังอีเมลของบัญชีคุณ ทุกอีเมลมีลิงก์สำหรับหยุดการแจ้งเตือน', 'th-f198e2a1a4e7ebe0'),
('th', 'quiz_waiting', 'push', 'เลือกว่าต้องการให้เราแจ้งเตือนเรื่องใดและทางใด การแจ้งเตือนทุกประเภทจะปิดอยู่จนกว่าคุณจะเปิด และคุณจะได้รับการแจ้งเตือนแต่ละประเภทไม่เกินวันละครั้ง
แจ้งเตือนฉันเมื่อ: แบบทดสอบที่บันทึกไว้รอให้ทำต่อ
หนึ่งวันหลังจากที่คุณบันทึกแบบทดสอบที่ยังทำไม่เสร็จครั้งล่าสุด
ช่องทางการแจ้งเตือน: เป็นการแจ้งเตือนในเบราว์เซอร์นี้
เบราว์เซอร์ของคุณจะถามว่าอนุญาตให้เว็บไซต์นี้แสดงการแจ้งเตือนหรือไม่', 'th-ea4694522a920dce'),
('th', 'subscription_ending', 'email', 'เลือกว่าต้องการให้เราแจ้งเตือนเรื่องใดและทางใด การแจ้งเตือนทุกประเภทจะปิดอยู่จนกว่าคุณจะเปิด และคุณจะได้รับการแจ้งเตือนแต่ละประเภทไม่เกินวันละครั้ง
แจ้งเตือนฉันเมื่อ: การสมัครสมาชิกของฉันใกล้สิ้นสุด
7 วันก่อนการสมัครสมาชิกสิ้นสุด หากคุณยังไม่ได้ต่ออายุ
ช่องทางการแจ้งเตือน: ทางอีเมล
ส่งไปยังอีเมลของบัญชีคุณ ทุกอีเมลมีลิงก์สำหรับหยุดการแจ้งเตือน', 'th-8d1a4b1735b5f9e3'),
('th', 'subscription_ending', 'push', 'เลือกว่าต้องการให้เราแจ้งเตือนเรื่องใดและทางใด การแจ้งเตือนทุกประเภทจะปิดอยู่จนกว่าคุณจะเปิด และคุณจะได้รับการแจ้งเตือนแต่ละประเภทไม่เกินวันละครั้ง
แจ้งเตือนฉันเมื่อ: การสมัครสมาชิกของฉันใกล้สิ้นสุด
7 วันก่อนการสมัครสมาชิกสิ้นสุด หากคุณยังไม่ได้ต่ออายุ
ช่องทางการแจ้งเตือน: เป็นการแจ้งเตือนในเบราว์เซอร์นี้
เบราว์เซอร์ของคุณจะถามว่าอนุญาตให้เว็บไซต์นี้แสดงการแจ้งเตือนหรือไม่', 'th-1536986107184005')
) AS w(locale, kind, channel, wording, version)
  ON w.locale = CASE WHEN p."locale" = 'th' THEN 'th' ELSE 'en' END
WHERE CASE w.kind
        WHEN 'pop_quiz_open' THEN p."pop_quiz_open"
        WHEN 'reward_claim_closing' THEN p."reward_claim_closing"
        WHEN 'quiz_waiting' THEN p."quiz_waiting"
        WHEN 'subscription_ending' THEN p."subscription_ending"
        ELSE false
      END
  AND CASE w.channel WHEN 'email' THEN p."by_email" ELSE p."by_push" END
ON CONFLICT DO NOTHING;
