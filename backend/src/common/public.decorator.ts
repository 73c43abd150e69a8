import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'parcelpilot:isPublic';

/** Marks a route (or a whole controller) as open to anyone. Every other route needs a signed-in session. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);
