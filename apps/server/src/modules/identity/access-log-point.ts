import type { AccessKind } from '@esc/contracts';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { ExtensionPoint } from '../../platform/modules/extension-point.js';

/**
 * Identity's extension point "identity.accessLog": the audit module keeps the log of staff reads of
 * a child's records and depends on identity for names, so it fills this point rather than identity
 * needing it. Identity notes through it a member of staff reading a learner's contact details.
 */
export interface AccessLogPoint {
  record(
    caller: AuthContext,
    read: { kind: AccessKind; learners: readonly string[]; record?: string | number | null },
  ): Promise<void>;
}

export type AccessLogSlot = ExtensionPoint<AccessLogPoint>;
