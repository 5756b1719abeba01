export * from './accounts';
export * from './credits';
export * from './rate-limit';
export * from './visitors';
export * from './files';
export * from './generations';
export * from './keywords';
export * from './jobs';
