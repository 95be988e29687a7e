import type { Migration } from '../migrate'
import { migration0001 } from './0001-catalogue'
import { migration0002 } from './0002-accounts'
import { migration0003 } from './0003-password-reset'
import { migration0004 } from './0004-google-sign-in'
import { migration0005 } from './0005-google-referrals'
import { migration0006 } from './0006-enquiries'
import { migration0007 } from './0007-trigram-search'
import { migration0008 } from './0008-buyer-tools'
import { migration0009 } from './0009-substring-page-index'
import { migration0010 } from './0010-form-submissions'
import { migration0011 } from './0011-trust-records'
import { migration0012 } from './0012-idempotency-lease'
import { migration0013 } from './0013-account-security'
import { migration0014 } from './0014-mail-queue'
import { migration0015 } from './0015-escrow-instructions'
import { migration0017 } from './0017-staff-console'
import { migration0018 } from './0018-listing-events'
import { migration0019 } from './0019-alerts'
import { migration0020 } from './0020-listing-drafts'
import { migration0021 } from './0021-verification-documents'
import { migration0022 } from './0022-console-inboxes'
import { migration0023 } from './0023-realtor-audit'
import { migration0024 } from './0024-console-uploads'
import { migration0025 } from './0025-four-eyes-and-true-actors'
import { migration0026 } from './0026-revoked-tokens'

// Migrations are TS modules (not .sql files) so every bundler embeds them without loaders.
// Append new ones here; never edit one that has shipped.
export const MIGRATIONS: readonly Migration[] = [
  migration0001,
  migration0002,
  migration0003,
  migration0004,
  migration0005,
  migration0006,
  migration0007,
  migration0008,
  migration0009,
  migration0010,
  migration0011,
  migration0012,
  migration0013,
  migration0014,
  migration0015,
  migration0017,
  migration0018,
  migration0019,
  migration0020,
  migration0021,
  migration0022,
  migration0023,
  migration0024,
  migration0025,
  migration0026,
]
