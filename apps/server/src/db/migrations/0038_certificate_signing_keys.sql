-- Every key that has signed certificates, so did.json keeps publishing it after a rotation and a
-- compromised one can be withdrawn. Public keys only: the private key stays in the configuration.
CREATE TABLE "certificate_signing_keys" (
	"number" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"compromised_at" timestamp with time zone,
	"compromise_reason" text,
	CONSTRAINT "certificate_signing_keys_public_key_unique" UNIQUE("public_key")
);
