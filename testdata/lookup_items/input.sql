-- A contacts table as CRMs grow them: every system the company ever used
-- left an id to look a contact up by. Twenty-three lookups by different
-- columns is past DynamoDB's default quota of 20 GSIs; the three used least
-- get lookup items instead (one of them a nullable, negative-friendly
-- DECIMAL, one ordered), and the writes keep those items true.

CREATE TABLE `Contacts` (
  contact_id INT AUTO_INCREMENT PRIMARY KEY,
  full_name VARCHAR(120) NOT NULL,
  email VARCHAR(255) NOT NULL,
  phone VARCHAR(32) NOT NULL,
  crm_ref VARCHAR(40) NOT NULL,
  stripe_customer VARCHAR(64) NOT NULL,
  hubspot_id BIGINT NOT NULL,
  zendesk_id BIGINT NOT NULL,
  salesforce_id VARCHAR(18) NOT NULL,
  intercom_id VARCHAR(40) NOT NULL,
  segment_id VARCHAR(40) NOT NULL,
  mailchimp_id VARCHAR(40) NOT NULL,
  slack_handle VARCHAR(80) NOT NULL,
  github_login VARCHAR(39) NOT NULL,
  twitter_handle VARCHAR(15) NOT NULL,
  linkedin_url VARCHAR(255) NOT NULL,
  tax_number VARCHAR(32) NOT NULL,
  vat_number VARCHAR(32) NOT NULL,
  iban VARCHAR(34) NOT NULL,
  loyalty_card VARCHAR(20) NOT NULL,
  account_manager INT NOT NULL,
  region_code CHAR(2) NOT NULL,
  referral_code VARCHAR(16) NULL,
  credit_balance DECIMAL(10,2) NULL,
  legacy_id INT NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- name: GetContact :one
-- @rps 500
SELECT * FROM `Contacts` WHERE contact_id = ?;

-- name: ContactsByEmail :many
-- @rps 20
SELECT contact_id, full_name, email FROM `Contacts` WHERE email = ?;

-- name: ContactsByPhone :many
-- @rps 21
SELECT contact_id, full_name, phone FROM `Contacts` WHERE phone = ?;

-- name: ContactsByCrmRef :many
-- @rps 22
SELECT contact_id, full_name, crm_ref FROM `Contacts` WHERE crm_ref = ?;

-- name: ContactsByStripeCustomer :many
-- @rps 23
SELECT contact_id, full_name, stripe_customer FROM `Contacts` WHERE stripe_customer = ?;

-- name: ContactsByHubspotId :many
-- @rps 24
SELECT contact_id, full_name, hubspot_id FROM `Contacts` WHERE hubspot_id = ?;

-- name: ContactsByZendeskId :many
-- @rps 25
SELECT contact_id, full_name, zendesk_id FROM `Contacts` WHERE zendesk_id = ?;

-- name: ContactsBySalesforceId :many
-- @rps 26
SELECT contact_id, full_name, salesforce_id FROM `Contacts` WHERE salesforce_id = ?;

-- name: ContactsByIntercomId :many
-- @rps 27
SELECT contact_id, full_name, intercom_id FROM `Contacts` WHERE intercom_id = ?;

-- name: ContactsBySegmentId :many
-- @rps 28
SELECT contact_id, full_name, segment_id FROM `Contacts` WHERE segment_id = ?;

-- name: ContactsByMailchimpId :many
-- @rps 29
SELECT contact_id, full_name, mailchimp_id FROM `Contacts` WHERE mailchimp_id = ?;

-- name: ContactsBySlackHandle :many
-- @rps 30
SELECT contact_id, full_name, slack_handle FROM `Contacts` WHERE slack_handle = ?;

-- name: ContactsByGithubLogin :many
-- @rps 31
SELECT contact_id, full_name, github_login FROM `Contacts` WHERE github_login = ?;

-- name: ContactsByTwitterHandle :many
-- @rps 32
SELECT contact_id, full_name, twitter_handle FROM `Contacts` WHERE twitter_handle = ?;

-- name: ContactsByLinkedinUrl :many
-- @rps 33
SELECT contact_id, full_name, linkedin_url FROM `Contacts` WHERE linkedin_url = ?;

-- name: ContactsByTaxNumber :many
-- @rps 34
SELECT contact_id, full_name, tax_number FROM `Contacts` WHERE tax_number = ?;

-- name: ContactsByVatNumber :many
-- @rps 35
SELECT contact_id, full_name, vat_number FROM `Contacts` WHERE vat_number = ?;

-- name: ContactsByIban :many
-- @rps 36
SELECT contact_id, full_name, iban FROM `Contacts` WHERE iban = ?;

-- name: ContactsByLoyaltyCard :many
-- @rps 37
SELECT contact_id, full_name, loyalty_card FROM `Contacts` WHERE loyalty_card = ?;

-- name: ContactsByAccountManager :many
-- @rps 38
SELECT contact_id, full_name, account_manager FROM `Contacts` WHERE account_manager = ?;

-- name: ContactsByRegionCode :many
-- @rps 39
SELECT contact_id, full_name, region_code FROM `Contacts` WHERE region_code = ?;

-- name: ContactsByReferralCode :many
-- @rps 2
SELECT contact_id, full_name FROM `Contacts` WHERE referral_code = ?;

-- name: ContactsByCredit :many
-- @rps 1
SELECT * FROM `Contacts` WHERE credit_balance = ?;

-- name: RecentByLegacyID :many
-- @rps 3
SELECT contact_id, legacy_id, created_at FROM `Contacts`
WHERE legacy_id = ? ORDER BY created_at DESC LIMIT 3;

-- name: CreateContact :execlastid
INSERT INTO `Contacts` (full_name, email, phone, crm_ref, stripe_customer, hubspot_id, zendesk_id,
  salesforce_id, intercom_id, segment_id, mailchimp_id, slack_handle, github_login, twitter_handle,
  linkedin_url, tax_number, vat_number, iban, loyalty_card, account_manager, region_code,
  referral_code, credit_balance, legacy_id)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: SetReferralCode :execrows
UPDATE `Contacts` SET referral_code = ? WHERE contact_id = ?;

-- name: AddCredit :execrows
UPDATE `Contacts` SET credit_balance = ? WHERE contact_id = ?;

-- name: RenameContact :execrows
UPDATE `Contacts` SET full_name = ? WHERE contact_id = ?;

-- name: DeleteContact :execrows
DELETE FROM `Contacts` WHERE contact_id = ?;

-- name: DeleteByLegacyID :execrows
DELETE FROM `Contacts` WHERE legacy_id = ?;
