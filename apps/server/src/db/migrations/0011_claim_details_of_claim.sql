-- One claim record: the chat page's claim details (claim_uploads) become the details of one claim.
-- A claim has at most one set of details; details with no claim are those of a user who has none.
ALTER TABLE claim_uploads ADD COLUMN claim_id integer;
CREATE UNIQUE INDEX claim_uploads_claim_idx ON claim_uploads (claim_id);

-- A conversation is about a claim: the one chosen when its last message was sent.
ALTER TABLE chat_sessions ADD COLUMN claim_id integer;

-- Existing pairs. First the details and the claim of a user that name the same policy number
-- (each side taking its newest match, so no claim gets two sets of details)...
WITH matches AS (
  SELECT u.id AS upload_id, c.id AS claim_id,
         row_number() OVER (PARTITION BY u.id ORDER BY c.created_at DESC, c.id DESC) AS rank_for_upload,
         row_number() OVER (PARTITION BY c.id ORDER BY u.created_at DESC, u.id DESC) AS rank_for_claim
  FROM claim_uploads u
  JOIN claims c ON c.user_id = u.user_id AND c.policy_number <> '' AND lower(c.policy_number) = lower(u.policy_number)
)
UPDATE claim_uploads SET claim_id = matches.claim_id
FROM matches
WHERE matches.upload_id = claim_uploads.id AND matches.rank_for_upload = 1 AND matches.rank_for_claim = 1;

-- ...then the rest by age, newest with newest: the pair the chat page showed side by side.
WITH open_uploads AS (
  SELECT id, user_id, row_number() OVER (PARTITION BY user_id ORDER BY created_at DESC, id DESC) AS n
  FROM claim_uploads WHERE claim_id IS NULL
), open_claims AS (
  SELECT id, user_id, row_number() OVER (PARTITION BY user_id ORDER BY created_at DESC, id DESC) AS n
  FROM claims c WHERE NOT EXISTS (SELECT 1 FROM claim_uploads u WHERE u.claim_id = c.id)
)
UPDATE claim_uploads SET claim_id = open_claims.id
FROM open_uploads JOIN open_claims ON open_claims.user_id = open_uploads.user_id AND open_claims.n = open_uploads.n
WHERE claim_uploads.id = open_uploads.id;

-- A field one side left blank takes the other side's value. Where both hold a value, both are
-- kept as they are (nothing is overwritten); the next save of the details writes one value to both.
UPDATE claims c SET
  insurance_company_name = CASE WHEN c.insurance_company_name = '' THEN u.insurance_company_name ELSE c.insurance_company_name END,
  policy_number = CASE WHEN c.policy_number = '' THEN u.policy_number ELSE c.policy_number END,
  police_report_number = CASE WHEN c.police_report_number = '' THEN u.police_report_number ELSE c.police_report_number END,
  policy_document_id = coalesce(c.policy_document_id, u.policy_file_id)
FROM claim_uploads u WHERE u.claim_id = c.id;

UPDATE claim_uploads u SET
  insurance_company_name = CASE WHEN u.insurance_company_name = '' THEN c.insurance_company_name ELSE u.insurance_company_name END,
  policy_number = CASE WHEN u.policy_number = '' THEN c.policy_number ELSE u.policy_number END,
  police_report_number = CASE WHEN u.police_report_number = '' THEN c.police_report_number ELSE u.police_report_number END
FROM claims c WHERE u.claim_id = c.id;
