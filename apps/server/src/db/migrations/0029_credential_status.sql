-- Revocation that a verifier can check without asking for the certificate: every certificate
-- takes a stable place in the site's W3C Bitstring Status Lists (131,072 places per list), handed
-- out by a sequence so two certificates issued at once never share one. Certificates issued
-- before this migration get their place now (their stored credentials carry no status entry).
CREATE SEQUENCE "certificate_status_index" AS integer MINVALUE 0 START WITH 0;
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_index" integer;
--> statement-breakpoint
UPDATE "certificates" SET "status_index" = nextval('certificate_status_index');
--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "status_index" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_status_index" ON "certificates" USING btree ("status_index");
--> statement-breakpoint
-- The learner as credentials name them (credentialSubject.id): a random URN, the same on each of
-- their certificates, that reveals neither their e-mail nor their account number.
CREATE TABLE "credential_subjects" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	CONSTRAINT "credential_subjects_subject_id_unique" UNIQUE("subject_id"),
	CONSTRAINT "credential_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade
);
