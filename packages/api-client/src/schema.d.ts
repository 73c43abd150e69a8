// Generated from openapi.json by `npm run api:generate`. Do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        HealthResponseDto: {
            /** @enum {string} */
            db: "up" | "down";
            /** @enum {string} */
            dbDriver: "pglite" | "postgres";
            /**
             * Format: date-time
             * @description Last heartbeat job run
             */
            lastHeartbeatAt?: string | null;
            /** @enum {string} */
            redis: "up" | "down";
            /**
             * @description degraded: serving, but Redis (background jobs) is down
             * @enum {string}
             */
            status: "ok" | "degraded" | "error";
            /** @example 0.1.0 */
            version: string;
            /** @description Whether this process runs the background workers */
            workers: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponseDto"];
                };
            };
            /** @description The database is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponseDto"];
                };
            };
        };
    };
}
