CREATE TABLE "site_readings" (
	"domain" varchar(255) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"reader" varchar(64) NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"reading" jsonb,
	"expires_at" timestamp with time zone,
	CONSTRAINT "site_readings_domain_country_code_pk" PRIMARY KEY("domain","country_code")
);
