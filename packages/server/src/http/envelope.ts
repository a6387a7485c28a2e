/** A handler's answer with a message beside its data (`{ success: true, message, data }`). */
export class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

export const withMessage = <T>(data: T, message: string) => new WithMessage(data, message);

export function toEnvelope<T>(result: T | WithMessage<T>): { success: true; message?: string; data: T } {
  if (result instanceof WithMessage) return { success: true, message: result.message, data: result.data };
  return { success: true, data: result };
}
