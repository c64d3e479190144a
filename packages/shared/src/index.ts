export * from './limits';
export * from './field-messages';
export * from './auth/user';
export * from './auth/contracts';
export * from './profile/contracts';
export * from './trial/countdown';
export * from './validation/forms';
