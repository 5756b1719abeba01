// The generations feature as other features see it: reading and editing a member's own history post.
export { getOwnGeneration, type GenerationRow, updateGeneration } from './generations.service';
export type { Owner } from './owner';
