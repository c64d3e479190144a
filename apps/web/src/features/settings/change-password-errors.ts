import { i18n } from '../../i18n/i18n';
import { isApiError, isNetworkFailure } from '../../lib/api/api-error';

export interface ChangePasswordErrors {
  general?: string;
  old_password?: string;
  new_password?: string;
  confirm_password?: string;
}

function first(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string' && item.trim() !== '');
  return undefined;
}

/**
 * Spec section 8, Password change: a string body is a general error; old_password and
 * new_password show their first item (with defaults); a message field is general; anything else
 * gets the generic sentence. confirm_password is mapped the same way (beyond the spec).
 */
export function mapChangePasswordError(failure: unknown): ChangePasswordErrors {
  const FAILED = i18n.t('settings:password.failed');
  const NETWORK = i18n.t('settings:password.network');
  if (!isApiError(failure)) return { general: FAILED };
  if (isNetworkFailure(failure)) return { general: NETWORK };
  const { data } = failure;
  if (typeof data === 'string') return { general: data.trim() || FAILED };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { general: FAILED };
  const body = data as Record<string, unknown>;
  const errors: ChangePasswordErrors = {};
  if ('old_password' in body) errors.old_password = first(body.old_password) ?? i18n.t('settings:password.invalidCurrent');
  if ('new_password' in body) errors.new_password = first(body.new_password) ?? i18n.t('settings:password.invalidNew');
  if ('confirm_password' in body) errors.confirm_password = first(body.confirm_password) ?? i18n.t('settings:password.mismatch');
  if (Object.keys(errors).length > 0) return errors;
  const message = first(body.message);
  return { general: message ?? FAILED };
}
