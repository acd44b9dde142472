// What the path builders say in their live region after a step changes (ours: the spec has none).
// Said because the change itself happens away from where focus is.

export const addedText = (title: string, step: number) => `Added ${title} as step ${step}`;
export const movedText = (title: string, step: number) => `Moved ${title} to step ${step}`;
export const removedText = (title: string, step: number) => `Removed ${title} from step ${step}`;
export const removedPositionText = (step: number) => `Removed position ${step}`;
