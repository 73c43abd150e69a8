// Generated from openapi.json by `npm run api:generate`. Do not edit.

export interface paths {
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AuthController_session"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProfileController_get"];
        put: operations["ProfileController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicConfigController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/carriers/{carrier}/top-routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StatsController_carrierTopRoutes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StatsController_countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/routes/{originIso}/{destIso}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StatsController_route"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/routes/{originIso}/{destIso}/{carrier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StatsController_carrierRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/routes/{originIso}/{destIso}/{carrier}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StatsController_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/top-routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StatsController_topRoutes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrackingCodesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking-codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrackingCodesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrackingCodesController_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TrackingController_batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/detect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrackingController_detect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/formats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrackingController_formats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrackingController_lookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UsersController_list"];
        put?: never;
        post: operations["UsersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UsersController_get"];
        put: operations["UsersController_update"];
        post?: never;
        delete: operations["UsersController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        BatchLookupDto: {
            /**
             * @example [
             *       "1Z999AA10123456784"
             *     ]
             */
            codes: string[];
        };
        BatchLookupResponseDto: {
            results: components["schemas"]["TrackingResultDto"][];
        };
        CarrierAdapterStatusDto: {
            /** @example dhl */
            code: string;
            enabled: boolean;
            /** @example DHL */
            name: string;
            /** @description Why the adapter is disabled */
            reason?: string;
        };
        CarrierCandidateDto: {
            /** @example ups */
            carrier: string;
            /** @description null when the format has no check digit */
            checksumValid: boolean | null;
            /** @enum {string} */
            confidence: "high" | "medium" | "low";
            countryIso?: string;
            /** @example UPS */
            name: string;
            service?: string;
        };
        CarrierFormatDto: {
            /** @example ups */
            carrier: string;
            /** @example UPS */
            carrierName: string;
            /** @description How the check digit is computed, when there is one */
            checkDigit: string | null;
            description: string;
            examples: string[];
            /** @example ups-1z */
            id: string;
            lengths: number[];
            /** @description Name of the format */
            name: string;
        };
        CarrierRefDto: {
            code: string;
            name: string;
        };
        CountryDto: {
            /**
             * @description ISO 3166-1 numeric
             * @example 156
             */
            code: string;
            /** @example CN */
            iso: string;
            /** @example China */
            name: string;
        };
        CreateUserDto: {
            disabled?: boolean;
            email: string;
            image?: string | null;
            name: string;
            password: string;
            /** @enum {string} */
            role: "admin" | "editor";
        };
        DetectionResponseDto: {
            candidates: components["schemas"]["CarrierCandidateDto"][];
            number: string;
            orderNumber: components["schemas"]["OrderNumberDto"] | null;
        };
        EstimatedDeliveryDto: {
            /** @description Unix time, seconds */
            max: number | null;
            /** @description Unix time, seconds */
            min: number | null;
        };
        ExtraCarrierDto: {
            companyCode: string;
            trackingNumber: string;
        };
        HealthResponseDto: {
            /** @description Carrier APIs; disabled ones lack credentials */
            carriers: components["schemas"]["CarrierAdapterStatusDto"][];
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
        LoginDto: {
            /** @example admin@localhost */
            email: string;
            password: string;
        };
        OrderNumberDto: {
            /** @example amazon */
            marketplace: string;
            /** @example Amazon */
            name: string;
        };
        PlaceDto: {
            address: string;
            city: string;
            countryISO: string;
            countryName: string;
            state: string;
            zipCode: string;
        };
        ProfileResponseDto: {
            _id: string;
            email: string;
            image: string | null;
            name: string;
            /** @enum {string} */
            role: "admin" | "editor";
        };
        PublicConfigDto: {
            /** @description Ad network publisher id; no ads are shown when null */
            adClientId: string | null;
            /** @description Origins the ad network loads from */
            adNetworkOrigins: string[];
        };
        RouteIdDto: {
            /**
             * @description Absent for all carriers together
             * @example china-post
             */
            carrier?: string;
            /** @example US */
            destinationIso: string;
            /** @example CN */
            originIso: string;
        };
        RouteStatDto: {
            "0-7": number;
            "16-22": number;
            "23-30": number;
            "31-60": number;
            "8-15": number;
            _id: components["schemas"]["RouteIdDto"];
            avg_delivery_time: number | null;
            delivered_shipments: number;
            /** @description False below the minimum sample size: the figures are then null */
            enough_data: boolean;
            median: number | null;
            over_60: number;
            p75: number | null;
            p90: number | null;
            p95: number | null;
            /** @description Share of finished shipments returned or failed, 0..1 */
            returned_or_failed_share: number;
            /** @description Finished shipments: delivered, returned or failed */
            sample_size: number;
            /** Format: date-time */
            updated_at: string;
        };
        RouteStatsResponseDto: {
            carriers: components["schemas"]["RouteStatDto"][];
            destination: components["schemas"]["CountryDto"];
            min_sample_size: number;
            origin: components["schemas"]["CountryDto"];
            /** @description All carriers together */
            overall: components["schemas"]["RouteStatDto"] | null;
            /** @enum {string} */
            period: "all" | "90d";
        };
        SessionResponseDto: {
            /** @description Send as the x-csrf-token header with every change made in this session */
            csrfToken?: string;
            isAuthorised: boolean;
            user: components["schemas"]["SessionUserDto"] | null;
        };
        SessionUserDto: {
            _id: string;
            image: string | null;
            name: string;
            /** @enum {string} */
            role: "admin" | "editor";
        };
        ShipmentInfoDto: {
            code: string;
            estimatedDelivery: components["schemas"]["EstimatedDeliveryDto"];
            extraCarrier?: components["schemas"]["ExtraCarrierDto"];
            /** Format: date-time */
            predictedDeliveryDate: string | null;
            recipient: string;
            sender: string;
            serviceType: string;
        };
        StaffTrackingCodeDto: {
            /** @description Only when reading one code */
            Events?: components["schemas"]["StaffTrackingEventDto"][];
            _id: string;
            code: string;
            /** Format: date-time */
            createdDate: string | null;
            daysInTransit: number | null;
            /** Format: date-time */
            deliveredDate: string | null;
            destination: components["schemas"]["PlaceDto"];
            failure: string | null;
            failureCount: number;
            foundIn: components["schemas"]["CarrierRefDto"][];
            isDemo: boolean;
            /** Format: date-time */
            lastCheckedAt: string | null;
            /** Format: date-time */
            nextCheckAt: string | null;
            origin: components["schemas"]["PlaceDto"];
            recipient: string;
            sender: string;
            shipmentInfo: components["schemas"]["ShipmentInfoDto"];
            status: string | null;
            trackedIn: components["schemas"]["CarrierRefDto"][];
            weight: number | null;
            weightUnit: string;
        };
        StaffTrackingCodeListDto: {
            records: components["schemas"]["StaffTrackingCodeDto"][];
            total: number;
        };
        StaffTrackingEventDto: {
            Event: string;
            /** @description YYYY-MM-DD (UTC) */
            EventDate: string;
            EventDescription: string;
            /** @description HH:MM (UTC) */
            EventTime: string;
            _id: string;
            carrier: string;
            code: string;
            location: string;
            rawCode: string;
            /** @enum {string} */
            status: "delivered" | "delivery fail" | "out for delivery" | "returned" | "in transit" | "not found";
            subStatus: string;
            trackingCodeId: string;
        };
        StaffTrackingEventListDto: {
            records: components["schemas"]["StaffTrackingEventDto"][];
            total: number;
        };
        TrackingRecordDto: {
            /** @description What happened, as the carrier says it */
            Event: string;
            /** @description Unix time, seconds */
            EventDate: number;
            /** @description The carrier wording when it adds to Event, else empty */
            EventDescription: string;
            _LocationText: string;
            carrier: string;
            /** @enum {string} */
            status: "delivered" | "delivery fail" | "out for delivery" | "returned" | "in transit" | "not found";
        };
        TrackingResultDto: {
            code: string;
            daysInTransit: number | null;
            destination: components["schemas"]["PlaceDto"];
            detection: components["schemas"]["DetectionResponseDto"];
            /** @enum {string|null} */
            failure: "ERROR" | "CARRIER_NOT_DETECTED" | "NOT_FOUND" | null;
            foundIn: components["schemas"]["CarrierRefDto"][];
            /** @description Labelled demo data, not a real shipment */
            isDemo: boolean;
            /** Format: date-time */
            lastCheckedAt: string | null;
            origin: components["schemas"]["PlaceDto"];
            /** @description Newest first */
            records: components["schemas"]["TrackingRecordDto"][];
            shipmentInfo: components["schemas"]["ShipmentInfoDto"];
            /** @description false when the lookup failed (ERROR, CARRIER_NOT_DETECTED, NOT_FOUND) */
            status: ("delivered" | "delivery fail" | "out for delivery" | "returned" | "in transit" | "not found") | false;
            /** @description Finer status below the public one */
            subStatus: string | null;
            weight: number | null;
            /** @example gr */
            weightUnit: string;
        };
        TransitProgressDto: {
            day: number;
            delivered_shipments: number;
            enough_data: boolean;
            /** @description Share delivered within `day` days, 0..1 */
            share: number | null;
        };
        UpdateProfileDto: {
            /** @description Required to change the password */
            currentPassword?: string;
            image?: string | null;
            name: string;
            newPassword?: string;
        };
        UpdateUserDto: {
            disabled?: boolean;
            email?: string;
            image?: string | null;
            name?: string;
            password?: string;
            /** @enum {string} */
            role?: "admin" | "editor";
        };
        UserListResponseDto: {
            records: components["schemas"]["UserResponseDto"][];
            total: number;
        };
        UserResponseDto: {
            _id: string;
            /** Format: date-time */
            createdAt: string;
            disabled: boolean;
            email: string;
            image: string | null;
            name: string;
            /** @enum {string} */
            role: "admin" | "editor";
            /** Format: date-time */
            updatedAt: string;
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
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
        };
    };
    AuthController_logout: {
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
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
        };
    };
    AuthController_session: {
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
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
        };
    };
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
    ProfileController_get: {
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
                    "application/json": components["schemas"]["ProfileResponseDto"];
                };
            };
        };
    };
    ProfileController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponseDto"];
                };
            };
        };
    };
    PublicConfigController_get: {
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
                    "application/json": components["schemas"]["PublicConfigDto"];
                };
            };
        };
    };
    StatsController_carrierTopRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                carrier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RouteStatDto"][];
                };
            };
        };
    };
    StatsController_countries: {
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
                    "application/json": components["schemas"]["CountryDto"][];
                };
            };
        };
    };
    StatsController_route: {
        parameters: {
            query?: {
                period?: "all" | "90d";
            };
            header?: never;
            path: {
                originIso: string;
                destIso: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RouteStatsResponseDto"];
                };
            };
        };
    };
    StatsController_carrierRoute: {
        parameters: {
            query?: {
                period?: "all" | "90d";
            };
            header?: never;
            path: {
                originIso: string;
                destIso: string;
                carrier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description null when the carrier has no finished shipment on the route */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RouteStatDto"];
                };
            };
        };
    };
    StatsController_progress: {
        parameters: {
            query: {
                /** @description Days the shipment has been in transit */
                day: number;
            };
            header?: never;
            path: {
                originIso: string;
                destIso: string;
                carrier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransitProgressDto"];
                };
            };
        };
    };
    StatsController_topRoutes: {
        parameters: {
            query?: {
                period?: "all" | "90d";
                limit?: number;
            };
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
                    "application/json": components["schemas"]["RouteStatDto"][];
                };
            };
        };
    };
    TrackingCodesController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description <field>:asc or <field>:desc */
                sortBy?: string;
                page?: number;
                limit?: number;
            };
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
                    "application/json": components["schemas"]["StaffTrackingCodeListDto"];
                };
            };
        };
    };
    TrackingCodesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffTrackingCodeDto"];
                };
            };
        };
    };
    TrackingCodesController_events: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description <field>:asc or <field>:desc */
                sortBy?: string;
                page?: number;
                limit?: number;
            };
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
                    "application/json": components["schemas"]["StaffTrackingEventListDto"];
                };
            };
        };
    };
    TrackingController_batch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchLookupDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchLookupResponseDto"];
                };
            };
        };
    };
    TrackingController_detect: {
        parameters: {
            query: {
                /** @description A tracking number as typed */
                number: string;
            };
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
                    "application/json": components["schemas"]["DetectionResponseDto"];
                };
            };
        };
    };
    TrackingController_formats: {
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
                    "application/json": components["schemas"]["CarrierFormatDto"][];
                };
            };
        };
    };
    TrackingController_lookup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingResultDto"];
                };
            };
        };
    };
    UsersController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description <field>:asc or <field>:desc */
                sortBy?: string;
                page?: number;
                limit?: number;
            };
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
                    "application/json": components["schemas"]["UserListResponseDto"];
                };
            };
        };
    };
    UsersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
        };
    };
    UsersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
        };
    };
    UsersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
        };
    };
    UsersController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
