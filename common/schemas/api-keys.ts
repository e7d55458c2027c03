import { z } from 'zod';
import { createLeagueBody } from './league';
import { passwordField, usernameField } from './auth';
import { LIMITS } from '../constants';

export const API_KEY_PERMISSIONS = ['read', 'write'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

export const createApiKeyBody = z
  .object({
    name: z.string().trim().min(1, 'is required').max(LIMITS.name.max, `must be at most ${LIMITS.name.max} characters`),
    permissions: z.array(z.enum(API_KEY_PERMISSIONS)).min(1, 'must include read or write').max(2).optional(),
  })
  .strict();

export type ApiKeyDto = {
  id: number;
  keyId: string;
  name: string;
  permissions: ApiKeyPermission[];
  isActive: boolean;
  lastFour: string;
  createdAt: string;
  lastUsed: string | null;
};
export type CreatedApiKeyDto = ApiKeyDto & { fullKey: string };

const adminAccount = z
  .object({
    username: usernameField,
    password: passwordField,
    email: z.string().trim().max(LIMITS.email.max).refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'must be a valid email address'),
    firstName: z.string().trim().min(1, 'is required').max(LIMITS.name.max),
    lastName: z.string().trim().max(LIMITS.name.max).optional().nullable(),
  })
  .strict();

// POST /api/wordpress/leagues/with-admin: the fields of POST /api/leagues plus `admin`, its first
// admin; one schema, so the API's document describes the body the route parses (decision 083), and
// the problems of both parts are named together.
export const withAdminBody = createLeagueBody.safeExtend({ admin: adminAccount });

export type CheckSlugDto = {
  slug: string;
  normalizedSlug: string;
  available: boolean;
  reason: 'available' | 'taken' | 'reserved' | 'invalid';
  message: string;
  suggestion: string | null;
};
