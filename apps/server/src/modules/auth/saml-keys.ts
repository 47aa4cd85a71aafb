import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSecrets } from '../../platform/platform.tables.ts';

/** The server's SAML material: one RSA key signs our AuthnRequests and our assertions. */
export interface SamlKeys {
  /** PKCS#8 PEM. */
  privateKey: string;
  /** A self-signed X.509 certificate of the key (PEM): what metadata publishes. */
  certificate: string;
  /** HMAC key of our AuthnRequest ids (see saml-sp.service.ts). */
  requestKey: string;
}

export interface SamlKeyStore {
  get(): Promise<SamlKeys>;
}

const SECRET_NAME = 'saml';
const CERTIFICATE_YEARS = 20;

async function generateSamlKeys(): Promise<SamlKeys> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // The real time, not the app's clock: the certificate is checked by other parties by their own.
  const notBeforeDate = new Date();
  const notAfterDate = new Date(notBeforeDate);
  notAfterDate.setUTCFullYear(notAfterDate.getUTCFullYear() + CERTIFICATE_YEARS);
  // selfsigned (and the X.509 modules under it) loads only for the one certificate a server ever makes.
  const { generate: generateCertificate } = await import('selfsigned');
  const { cert } = await generateCertificate([{ name: 'commonName', value: 'Manara SAML signing' }], {
    keyPair: { privateKey, publicKey },
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
    ],
  });
  return { privateKey, certificate: cert, requestKey: randomBytes(32).toString('base64url') };
}

/**
 * The keys are generated on first use and kept in `server_secrets`, so that every process of a
 * scaled-out deployment signs with the same key (the first to insert wins; the others read it).
 * Loaded once per app.
 */
export function createSamlKeyStore(db: Db): SamlKeyStore {
  let loading: Promise<SamlKeys> | undefined;
  async function load(): Promise<SamlKeys> {
    const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
    if (!existing) {
      const keys = await generateSamlKeys();
      await db
        .insert(serverSecrets)
        .values({ name: SECRET_NAME, value: JSON.stringify(keys) })
        .onConflictDoNothing();
    }
    const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
    if (!row) throw new Error('could not load the SAML keys');
    return JSON.parse(row.value) as SamlKeys;
  }
  return {
    get() {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}
