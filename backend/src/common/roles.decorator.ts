import { SetMetadata } from '@nestjs/common';

export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLES_KEY = 'parcelpilot:roles';

/** Limits a route to signed-in staff with one of these roles. */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);

/** Editors and admins: content, carriers, shops and the other staff resources. */
export const StaffOnly = (): MethodDecorator & ClassDecorator => Roles('editor', 'admin');

/** Admins only: users and settings. */
export const AdminOnly = (): MethodDecorator & ClassDecorator => Roles('admin');
