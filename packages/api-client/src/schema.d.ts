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
    "/api/carrier-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List carrier services
         * @description The list convention; filter keys: carrier_id, clear_url, internationalService, trackingService (contains) and carrierCode (a carrier code or a list of them).
         */
        get: operations["CarrierServicesController_list"];
        put?: never;
        post: operations["CarrierServicesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carrier-services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CarrierServicesController_get"];
        put: operations["CarrierServicesController_update"];
        post?: never;
        delete: operations["CarrierServicesController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CarriersController_list"];
        put?: never;
        post: operations["CarriersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carriers/getThumbnail/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CarriersController_thumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carriers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CarriersController_get"];
        put: operations["CarriersController_update"];
        post?: never;
        delete: operations["CarriersController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carriers/{id}/assistant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AiController_askAboutCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ContactController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ContactController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ContactController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List content records
         * @description The list convention; filter keys: the record's own fields (title contains; seo_url, contentTypeId, published, showOnFront, showOnMenu exact), contentType, taxonomy and tags (an _id or sys_name, or a list of them), and customFields.<sys_name> for a custom field's value (text contains). sortBy also takes customFields.<sys_name>.
         */
        get: operations["ContentController_list"];
        put?: never;
        post: operations["ContentController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ContentBlocksController_list"];
        put?: never;
        post: operations["ContentBlocksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-blocks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ContentBlocksController_get"];
        put: operations["ContentBlocksController_update"];
        post?: never;
        delete: operations["ContentBlocksController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ContentTypesController_list"];
        put?: never;
        post: operations["ContentTypesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ContentTypesController_get"];
        put: operations["ContentTypesController_update"];
        post?: never;
        delete: operations["ContentTypesController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-types/{id}/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ContentTypesController_addField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-types/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ContentTypesController_usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ContentController_get"];
        put: operations["ContentController_update"];
        post?: never;
        delete: operations["ContentController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery-confirmations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["DeliveryConfirmationsController_list"];
        put?: never;
        post: operations["DeliveryConfirmationsController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery-confirmations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["DeliveryConfirmationsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["DemoDataController_count"];
        put?: never;
        post?: never;
        delete: operations["DemoDataController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FilesController_list"];
        put?: never;
        post: operations["FilesController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/raw/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FilesController_raw"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FilesController_get"];
        put: operations["FilesController_rename"];
        post?: never;
        delete: operations["FilesController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["FollowsController_follow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follows/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["FollowsController_address"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follows/address/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["FollowsController_removeAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follows/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["FollowsController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follows/feature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FollowsController_getFeature"];
        put: operations["FollowsController_setFeature"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follows/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["FollowsController_unsubscribe"];
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
    "/api/mailing-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MailingSettingsController_get"];
        put: operations["MailingSettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailing-settings/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MailingSettingsController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openAI": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AiController_ask"];
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
    "/api/public/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List published carriers
         * @description The list convention; filter keys: code, type, countryIso, highlighted, APIconnected, fba_programm, international_service (exact) and name (contains).
         */
        get: operations["PublicCarriersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/carriers/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicCarriersController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List published content records
         * @description The list convention; filter keys: the record's own fields (title contains; seo_url, contentTypeId, published, showOnFront, showOnMenu exact), contentType, taxonomy and tags (an _id or sys_name, or a list of them), and customFields.<sys_name> for a custom field's value (text contains). sortBy also takes customFields.<sys_name>.
         */
        get: operations["PublicContentController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/content-blocks/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicContentController_contentBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/content-types/{sysName}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicContentController_listOfType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/content-types/{sysName}/content/{seoUrl}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicContentController_getOfType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicCountriesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/countries/{iso}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicCountriesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicShopsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/shops/{systemName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicShopsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/taxonomy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicTaxonomyController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/taxonomy/{sysName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicTaxonomyController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/taxonomy/{sysName}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicContentController_listInCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/taxonomy/{sysName}/content/{seoUrl}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicContentController_getInCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-console": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SearchConsoleController_list"];
        put?: never;
        post: operations["SearchConsoleController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-console/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SearchConsoleController_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-console/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SearchConsoleController_get"];
        put: operations["SearchConsoleController_update"];
        post?: never;
        delete: operations["SearchConsoleController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SearchKeywordsController_list"];
        put?: never;
        post: operations["SearchKeywordsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-keywords/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SearchKeywordsController_get"];
        put: operations["SearchKeywordsController_update"];
        post?: never;
        delete: operations["SearchKeywordsController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/serp-keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SerpKeywordsController_list"];
        put?: never;
        post: operations["SerpKeywordsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/serp-keywords/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SerpKeywordsController_get"];
        put: operations["SerpKeywordsController_update"];
        post?: never;
        delete: operations["SerpKeywordsController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SettingsController_list"];
        put?: never;
        post: operations["SettingsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SettingsController_get"];
        put: operations["SettingsController_update"];
        post?: never;
        delete: operations["SettingsController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ShopsController_list"];
        put?: never;
        post: operations["ShopsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ShopsController_get"];
        put: operations["ShopsController_update"];
        post?: never;
        delete: operations["ShopsController_delete"];
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
    "/api/stats/shipments-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrackingCodesController_summary"];
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
    "/api/system/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SystemController_queues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TagsController_list"];
        put?: never;
        post: operations["TagsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TagsController_get"];
        put: operations["TagsController_update"];
        post?: never;
        delete: operations["TagsController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxonomy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TaxonomyController_list"];
        put?: never;
        post: operations["TaxonomyController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxonomy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TaxonomyController_get"];
        put: operations["TaxonomyController_update"];
        post?: never;
        delete: operations["TaxonomyController_delete"];
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
    "/api/webhooks/17track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 17TRACK push (webhook)
         * @description 17TRACK API v2.2 pushes TRACKING_UPDATED and TRACKING_STOPPED for every number this site registered. The body is `{ "event", "data": { "number", "carrier", "track_info" } }`; the `sign` header must be the SHA-256 (hex) of the raw body followed by "/" and the 17TRACK key (SEVENTEENTRACK_API_KEY). A body already received and an update older than one received are refused like a bad signature.
         */
        post: operations["SeventeenTrackWebhookController_receive"];
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
        AddContentTypeFieldDto: {
            name: string;
            /** @description Derived from the name when missing */
            sys_name?: string;
            /** @enum {string} */
            type: "text" | "textArea" | "textAreaWYSIWYG" | "image" | "link" | "linkToFile";
        };
        AddressFollowDto: {
            number: string;
            /** @enum {string} */
            status: "pending" | "active";
        };
        AddressFollowsDto: {
            follows: components["schemas"]["AddressFollowDto"][];
        };
        AiAnswerDto: {
            /** @description Response id, to send as previous_response_id next time */
            id: string;
            output_text: string;
        };
        AiQueryDto: {
            /** @description Continue the conversation that answer started */
            previous_response_id?: string;
            query: string;
        };
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
        CargoTypesDto: {
            general: boolean;
            special: boolean;
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
        CarrierAssistantDto: {
            /** @description A question; not needed with translate */
            query?: string;
            /** @description Start a new conversation instead of continuing the carrier's */
            restart?: boolean;
            /**
             * @description Translate the carrier's English text
             * @enum {string}
             */
            translate?: "de" | "es";
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
            /**
             * Format: uri
             * @description The carrier's own tracking page for this number; null when the directory has no link for the carrier
             * @example https://www.ups.com/track?tracknum=1Z999AA10123456784
             */
            trackingUrl: string | null;
        };
        CarrierContentPartDto: {
            /** @description Rich text, sanitised on save */
            content: string;
            title: string;
        };
        CarrierFaqItemDto: {
            /** @description Rich text, sanitised on save */
            answer: string;
            question: string;
        };
        CarrierFormatDto: {
            /** @example ups */
            carrier: string;
            /** @example UPS */
            carrierName: string;
            /** @description How the check digit is computed, when there is one */
            checkDigit: string | null;
            /**
             * @description How sure a match of this format is: high when its check digit verifies, medium for a distinctive layout without a check digit, low for a loose shape other numbers share
             * @enum {string}
             */
            confidence: "high" | "medium" | "low";
            description: string;
            examples: string[];
            /** @example ups-1z */
            id: string;
            lengths: number[];
            /** @description Name of the format */
            name: string;
        };
        CarrierListResponseDto: {
            records: components["schemas"]["CarrierResponseDto"][];
            total: number;
        };
        CarrierLogoDto: {
            /** @description The uploaded original (a file URL) */
            origin: string;
            /** @description The image shown on pages (a file URL) */
            path: string;
        };
        CarrierLogoMetaDto: {
            alt?: string;
            title?: string;
        };
        CarrierMetaDto: {
            description?: string;
            keywords?: string;
        };
        CarrierOpenAiDto: {
            /** @description Continues the AI assistant conversation */
            previous_response_id: string | null;
        };
        CarrierRefDto: {
            code: string;
            name: string;
        };
        CarrierResponseDto: {
            /** @description Tracked through a direct carrier API */
            APIconnected: boolean;
            _id: string;
            /** @example china-post */
            code: string;
            contentParts: components["schemas"]["CarrierContentPartDto"][];
            /**
             * @description ISO 3166-1 alpha-2; null for global
             * @example CN
             */
            countryIso: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string | null;
            faqModuleArray: components["schemas"]["CarrierFaqItemDto"][];
            fba_programm: boolean;
            hideDefaultContent: boolean;
            highlighted: boolean;
            homepage: string | null;
            international_service: boolean;
            logo: components["schemas"]["CarrierLogoDto"] | null;
            logo_meta: components["schemas"]["CarrierLogoMetaDto"] | null;
            name: string;
            openai: components["schemas"]["CarrierOpenAiDto"];
            phone: string | null;
            picture: string | null;
            prev_description: string | null;
            published: boolean;
            /** @description S10 country codes a national post issues */
            s10CountryCodes: string[];
            serviceList: components["schemas"]["CarrierServiceListItemDto"][];
            /** @example /api/carriers/getThumbnail/china-post */
            thumbnail: string;
            /**
             * @description The carrier's public tracking page, with {number} where the tracking number goes (lookup links)
             * @example https://www.ups.com/track?tracknum={number}
             */
            tracking_url_template: string | null;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations: {
                [key: string]: components["schemas"]["CarrierTranslationDto"];
            };
            /** @enum {string} */
            type: "postal" | "express" | "ecommerce" | "regional" | "freight" | "aggregator";
            /** Format: date-time */
            updatedAt: string;
            /** @description Tracking page URL template with {number} */
            url: string | null;
        };
        CarrierServiceContentDto: {
            /**
             * @description The shipping time in this locale
             * @example 7–20 Werktage
             */
            shipping_time?: string;
            /** @description Rich text, sanitised on save */
            short_content?: string;
            /** @description Rich text, sanitised on save */
            short_content2?: string;
            /** @description The service's name in this locale, where it is not a brand name */
            trackingService?: string;
        };
        CarrierServiceListItemDto: {
            description?: string;
            name: string;
        };
        CarrierServiceListResponseDto: {
            records: components["schemas"]["CarrierServiceResponseDto"][];
            total: number;
        };
        CarrierServiceResponseDto: {
            _id: string;
            cargo_types: components["schemas"]["CargoTypesDto"];
            carrier_id: string;
            /** @example usps-priority-mail */
            clear_url: string;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            content: {
                [key: string]: components["schemas"]["CarrierServiceContentDto"];
            };
            /** Format: date-time */
            createdAt: string;
            internationalService: boolean;
            order: number;
            /** @example 1–3 business days */
            shipping_time: string;
            trackingNumberExample: string;
            /** @example Priority Mail */
            trackingService: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CarrierTranslationDto: {
            /** @description Rich text, sanitised on save */
            content?: string;
            meta?: components["schemas"]["CarrierMetaDto"];
            short_content?: string;
            /** @description Must include the language's word for Tracking (en Tracking, de Sendungsverfolgung...) */
            title?: string;
        };
        ConfirmReceivedDto: {
            /**
             * @description A random token the browser keeps (16–128 letters, digits, _ or -): one confirmation per number and browser, a second one from the same browser updates the first. Only a keyed hash of it is stored.
             * @example k3J9x0aQ2mZ8pL5vW1nB
             */
            browserToken: string;
            /**
             * @description The day the parcel arrived (YYYY-MM-DD)
             * @example 2026-11-20
             */
            deliveredOn: string;
            /**
             * @description The tracking number as on the result page
             * @example RR123456785CN
             */
            number: string;
        };
        ConfirmationRecordedDto: {
            /** @example 2026-11-20 */
            deliveredOn: string;
            /** @example RR123456785CN */
            number: string;
            /** @description true when this browser's earlier confirmation was updated rather than a new one added */
            updated: boolean;
        };
        ContactAcceptedDto: {
            /** @enum {string} */
            status: "queued";
        };
        ContactDto: {
            message: string;
            subject: string;
            /** @example you@example.com */
            userEmail: string;
            /** @description Leave empty. A field people do not see, which bots fill in. */
            website?: string;
        };
        ContactMessageDto: {
            _id: string;
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            lastError: string | null;
            message: string;
            /** Format: date-time */
            sentAt: string | null;
            /** @enum {string} */
            status: "queued" | "sent" | "failed";
            subject: string;
            userEmail: string;
        };
        ContactMessageListResponseDto: {
            records: components["schemas"]["ContactMessageDto"][];
            total: number;
        };
        ContentBlockListResponseDto: {
            records: components["schemas"]["ContentBlockResponseDto"][];
            total: number;
        };
        ContentBlockResponseDto: {
            _id: string;
            /** @description Rich text (sanitised) */
            content: string;
            /** Format: date-time */
            createdAt: string;
            name: string;
            order: number;
            published: boolean;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations: {
                [key: string]: components["schemas"]["ContentBlockTranslationDto"];
            };
            /** @enum {string} */
            type: "courier_page" | "main_page";
            /** Format: date-time */
            updatedAt: string;
        };
        ContentBlockTranslationDto: {
            /** @description Rich text (sanitised) */
            content?: string;
            name?: string;
        };
        ContentListResponseDto: {
            records: components["schemas"]["ContentResponseDto"][];
            total: number;
        };
        ContentResponseDto: {
            _id: string;
            contentTypeId: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Values of the content type's custom fields, keyed by the field's sys_name */
            customFields: {
                [key: string]: (string | number | boolean) | null;
            };
            /** @description Rich text (sanitised); the default field `description` */
            description: string;
            mainImage: string | null;
            order: number;
            published: boolean;
            seo_url: string;
            short_description: string;
            showOnFront: boolean;
            showOnMenu: boolean;
            /** @description Tag _ids */
            tags: string[];
            /** @description Category _ids */
            taxonomy: string[];
            title: string;
            translated: components["schemas"]["ContentTranslatedDto"];
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations: {
                [key: string]: components["schemas"]["ContentTranslationDto"];
            };
            /** Format: date-time */
            updatedAt: string;
        };
        ContentTranslatedDto: {
            /** @description Locales whose content is translated */
            content: string[];
            /** @description Locales whose title is translated */
            title: string[];
        };
        ContentTranslationDto: {
            /** @description Rich text, sanitised on save */
            content?: string;
            short_content?: string;
            title?: string;
        };
        ContentTypeFieldDto: {
            id: number;
            name: string;
            sys_name: string;
            /** @enum {string} */
            type: "text" | "textArea" | "textAreaWYSIWYG" | "image" | "link" | "linkToFile";
        };
        ContentTypeFieldInputDto: {
            /** @description Kept when given; a new field gets the highest id plus one */
            id?: number;
            name: string;
            /** @description Derived from the name when missing */
            sys_name?: string;
            /** @enum {string} */
            type: "text" | "textArea" | "textAreaWYSIWYG" | "image" | "link" | "linkToFile";
        };
        ContentTypeListResponseDto: {
            records: components["schemas"]["ContentTypeResponseDto"][];
            total: number;
        };
        ContentTypeResponseDto: {
            _id: string;
            /** Format: date-time */
            createdAt: string;
            description: string;
            /** @description Custom fields; ids 1-3 belong to the default fields */
            fields: components["schemas"]["ContentTypeFieldDto"][];
            name: string;
            sys_name: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Default and custom fields in display order */
            viewConfig: components["schemas"]["ViewConfigEntryDto"][];
        };
        ContentTypeUsageResponseDto: {
            /**
             * @description Per custom field sys_name: the records holding a value in it (removing the field drops them)
             * @example {
             *       "ingredients": 12
             *     }
             */
            fields: {
                [key: string]: number;
            };
            /** @description Records of this content type (their public paths contain its sys_name) */
            records: number;
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
        CountryResponseDto: {
            /**
             * @description ISO 3166-1 numeric
             * @example 840
             */
            code: string;
            /**
             * @description ISO 3166-1 alpha-2
             * @example US
             */
            iso: string;
            /** @example United States */
            name: string;
        };
        CreateCarrierDto: {
            APIconnected?: boolean;
            /** @example china-post */
            code: string;
            contentParts?: components["schemas"]["CarrierContentPartDto"][];
            /** @example CN */
            countryIso?: string | null;
            email?: string | null;
            faqModuleArray?: components["schemas"]["CarrierFaqItemDto"][];
            fba_programm?: boolean;
            hideDefaultContent?: boolean;
            highlighted?: boolean;
            homepage?: string | null;
            international_service?: boolean;
            logo?: components["schemas"]["CarrierLogoDto"] | null;
            logo_meta?: components["schemas"]["CarrierLogoMetaDto"] | null;
            name: string;
            openai?: components["schemas"]["CarrierOpenAiDto"];
            phone?: string | null;
            picture?: string | null;
            prev_description?: string | null;
            /** @default true */
            published: boolean;
            s10CountryCodes?: string[];
            serviceList?: components["schemas"]["CarrierServiceListItemDto"][];
            /**
             * @description An https address with {number} after the host, where the tracking number goes; empty or null for none
             * @example https://www.ups.com/track?tracknum={number}
             */
            tracking_url_template?: string | null;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations?: {
                [key: string]: components["schemas"]["CarrierTranslationDto"];
            };
            /** @enum {string} */
            type?: "postal" | "express" | "ecommerce" | "regional" | "freight" | "aggregator";
            /** @description Tracking page URL template with {number} */
            url?: string | null;
        };
        CreateCarrierServiceDto: {
            cargo_types?: components["schemas"]["CargoTypesDto"];
            carrier_id: string;
            /** @description Derived from the carrier's code and the service name when missing */
            clear_url?: string;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            content?: {
                [key: string]: components["schemas"]["CarrierServiceContentDto"];
            };
            internationalService?: boolean;
            order?: number;
            shipping_time?: string;
            trackingNumberExample?: string;
            trackingService: string;
        };
        CreateContentBlockDto: {
            /** @description Rich text, sanitised on save */
            content?: string;
            /** @description A label for staff */
            name?: string;
            order?: number;
            /**
             * @description A new block starts unpublished unless this says otherwise
             * @default false
             */
            published: boolean;
            /** @enum {string} */
            type: "courier_page" | "main_page";
        };
        CreateContentDto: {
            contentTypeId: string;
            /** @description Values of the content type's custom fields, keyed by the field's sys_name */
            customFields?: {
                [key: string]: (string | number | boolean) | null;
            };
            /** @description Rich text, sanitised on save */
            description?: string;
            mainImage?: string | null;
            order?: number;
            /** @default false */
            published: boolean;
            /** @description Derived from the title when missing; unique within the content type */
            seo_url?: string;
            short_description?: string;
            showOnFront?: boolean;
            showOnMenu?: boolean;
            tags?: string[];
            taxonomy?: string[];
            title: string;
            translated?: components["schemas"]["ContentTranslatedDto"];
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations?: {
                [key: string]: components["schemas"]["ContentTranslationDto"];
            };
        };
        CreateContentTypeDto: {
            description?: string;
            fields?: components["schemas"]["ContentTypeFieldInputDto"][];
            name: string;
            /** @description Derived from the name when missing */
            sys_name?: string;
            viewConfig?: components["schemas"]["ViewConfigInputDto"][];
        };
        CreateSearchConsoleRowDto: {
            clicks?: number;
            ctr?: number;
            /** @example 2024-05-31 */
            date: string;
            impressions?: number;
            page?: string;
            position?: number;
            query?: string;
        };
        CreateSearchKeywordDto: {
            count?: number;
            keyword: string;
        };
        CreateSerpKeywordDto: {
            keyword: string;
        };
        CreateSettingDto: {
            /** @example mailing */
            name: string;
            /** @description The setting's parameters, e.g. mailing: {email, email_server, port, email_password}. Values of keys that name a password or secret are answered as "********"; sending that back keeps the stored value. */
            param?: {
                [key: string]: unknown;
            };
        };
        CreateShopDto: {
            homepage?: string | null;
            logo?: string | null;
            name: string;
            /** @default true */
            published: boolean;
            /** @description Derived from the name when missing */
            system_name?: string;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations?: {
                [key: string]: components["schemas"]["ShopTranslationDto"];
            };
            /** @example marketplace */
            type?: string;
        };
        CreateTagDto: {
            name: string;
            /** @description Derived from the name when missing */
            sys_name?: string;
        };
        CreateTaxonomyDto: {
            /** @description Rich text, sanitised on save */
            description?: string;
            name: string;
            order?: number;
            parentId?: string | null;
            short_description?: string;
            subCategoriesRecords?: components["schemas"]["SubCategoryInputDto"][];
            /** @description Derived from the name when missing; cannot change after creation */
            sys_name?: string;
        };
        CreateUserDto: {
            disabled?: boolean;
            email: string;
            /** @description A file uploaded to this site: /api/files/raw/<sha256>.<extension> */
            image?: string | null;
            name: string;
            password: string;
            /** @enum {string} */
            role: "admin" | "editor";
        };
        DeliveryForecastDto: {
            /** @description Delivered parcels of the lane still in transit on fromDay: what the windows rest on */
            basedOn: number;
            /** @description The carrier, when the lane is its own */
            carrier?: string;
            /** @description Some of the parcels it rests on are generated demo shipments */
            demo: boolean;
            destinationIso: string;
            /** @description Whole days in transit the forecast is conditional on */
            fromDay: number;
            /**
             * @description The carrier on the route, or every carrier on it
             * @enum {string}
             */
            lane: "carrier" | "route";
            originIso: string;
            windows: components["schemas"]["ForecastWindowDto"][];
        };
        DemoDataDto: {
            /** @description Labelled demo shipments stored (the day-one history and the demo tracking numbers) */
            shipments: number;
        };
        DemoDataRemovedDto: {
            removedShipments: number;
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
            /** @description Our carrier code (its /couriers page); empty when the carrier is not in the directory */
            companyCode: string;
            /**
             * @description The carrier as the reporting carrier names it
             * @example USPS
             */
            companyName?: string;
            trackingNumber: string;
        };
        FileListResponseDto: {
            records: components["schemas"]["FileResponseDto"][];
            total: number;
        };
        FileResponseDto: {
            _id: string;
            /** Format: date-time */
            createdAt: string;
            filename: string;
            height: number | null;
            /** @enum {string} */
            mimeType: "image/png" | "image/jpeg" | "image/webp" | "image/gif" | "application/pdf";
            sha256: string;
            /** @description Bytes */
            size: number;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description Public, immutable URL of the content
             * @example /api/files/raw/9f86d08….png
             */
            url: string;
            /** @description Where the content is shown (logos, images, rich text); while it is, the last record of it cannot be deleted */
            usedBy: components["schemas"]["FileUsageDto"][];
            width: number | null;
        };
        FileUsageDto: {
            _id: string;
            /**
             * @description carrier, shop, user (staff picture), content record or block
             * @enum {string}
             */
            kind: "carrier" | "shop" | "user" | "content" | "block";
            /** @description Its name (a content record: its title) */
            name: string;
        };
        FollowAcceptedDto: {
            /**
             * @description Always the same answer, whether the address already follows the number or not.
             * @enum {string}
             */
            status: "confirmation-sent";
        };
        FollowConfirmedDto: {
            /** @enum {string} */
            language: "en" | "de" | "es" | "ru";
            number: string;
        };
        FollowCountsDto: {
            /** @description Confirmed: these addresses get a mail per status change */
            active: number;
            /** @description Waiting for the address to confirm */
            pending: number;
        };
        FollowDto: {
            /** @example you@example.com */
            email: string;
            /**
             * @description The language the mails are written in.
             * @enum {string}
             */
            language: "en" | "de" | "es" | "ru";
            /** @description The tracking number, as on the result page. */
            number: string;
        };
        FollowFeatureDto: {
            /** @description Whether visitors can follow parcels by e-mail (back-office switch). */
            enabled: boolean;
        };
        FollowRemovedDto: {
            /** @description How many follows were removed (0 when the link was used before). */
            removed: number;
        };
        FollowTokenDto: {
            /** @description The signed token of the link in the mail. */
            token: string;
        };
        ForecastAccuracyDto: {
            /** @description Some of the parcels are generated demo shipments */
            demo: boolean;
            /** @description Forecasts checked: each parcel on each of its evaluation days */
            evaluations: number;
            /** @description Share of the parcels whose 80% window held, 0..1 */
            held_80: number;
            /** @description Share of the parcels whose 95% window held, 0..1 */
            held_95: number;
            /** @description Delivered parcels of the last 90 days the backtest forecast */
            parcels: number;
            /** Format: date-time */
            updated_at: string;
        };
        ForecastWindowDto: {
            /** @description That day as a date (UTC), YYYY-MM-DD */
            byDate: string;
            /** @description Whole days since the first event by which that share arrived */
            byDay: number;
            /**
             * @description Share of the lane’s parcels, as a percentage
             * @enum {number}
             */
            percent: 80 | 95;
        };
        HandOffDto: {
            /** @description The carrier the number was looked up with */
            first: components["schemas"]["HandOffLegDto"];
            /** @description The carrier that delivers, with its own number */
            lastMile: components["schemas"]["HandOffLegDto"];
        };
        HandOffLegDto: {
            /**
             * @description Our carrier code (its /couriers page); empty when unknown
             * @example china-post
             */
            carrierCode: string;
            /** @example China Post */
            carrierName: string;
            /** @example RR123456789CN */
            trackingNumber: string;
            /** @description The carrier's own tracking page for this leg's number, when the carrier has one */
            trackingUrl: string | null;
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
        ImportSearchConsoleDto: {
            /** @description The CSV file as a data URL (data:text/csv;base64,...) or as plain text */
            content: string;
            /**
             * @description The date of every row, for exports without a Date column (the end of the exported period)
             * @example 2024-05-31
             */
            date?: string;
            /** @example Queries.csv */
            filename?: string;
        };
        LoginDto: {
            /** @example admin@localhost */
            email: string;
            password: string;
        };
        MailingSettingsDto: {
            /**
             * @description The mailbox that sends and receives the site mail
             * @example hello@example.com
             */
            email: string;
            /** @description Whether a password is stored; the password itself is never returned */
            email_password_set: boolean;
            /** @example smtp.example.com */
            email_server: string;
            /** @example 587 */
            port: number;
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
        PublicCarrierDetailDto: {
            /** @description Tracked through a direct carrier API */
            APIconnected: boolean;
            _id: string;
            /** @example china-post */
            code: string;
            contentParts: components["schemas"]["CarrierContentPartDto"][];
            /**
             * @description ISO 3166-1 alpha-2; null for global
             * @example CN
             */
            countryIso: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string | null;
            faqModuleArray: components["schemas"]["CarrierFaqItemDto"][];
            fba_programm: boolean;
            hideDefaultContent: boolean;
            highlighted: boolean;
            homepage: string | null;
            international_service: boolean;
            logo: components["schemas"]["CarrierLogoDto"] | null;
            logo_meta: components["schemas"]["CarrierLogoMetaDto"] | null;
            name: string;
            phone: string | null;
            picture: string | null;
            prev_description: string | null;
            published: boolean;
            /** @description S10 country codes a national post issues */
            s10CountryCodes: string[];
            serviceList: components["schemas"]["CarrierServiceListItemDto"][];
            services: components["schemas"]["CarrierServiceResponseDto"][];
            /** @example /api/carriers/getThumbnail/china-post */
            thumbnail: string;
            /**
             * @description The carrier's public tracking page, with {number} where the tracking number goes (lookup links)
             * @example https://www.ups.com/track?tracknum={number}
             */
            tracking_url_template: string | null;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations: {
                [key: string]: components["schemas"]["CarrierTranslationDto"];
            };
            /** @enum {string} */
            type: "postal" | "express" | "ecommerce" | "regional" | "freight" | "aggregator";
            /** Format: date-time */
            updatedAt: string;
            /** @description Tracking page URL template with {number} */
            url: string | null;
        };
        PublicCarrierDto: {
            /** @description Tracked through a direct carrier API */
            APIconnected: boolean;
            _id: string;
            /** @example china-post */
            code: string;
            contentParts: components["schemas"]["CarrierContentPartDto"][];
            /**
             * @description ISO 3166-1 alpha-2; null for global
             * @example CN
             */
            countryIso: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string | null;
            faqModuleArray: components["schemas"]["CarrierFaqItemDto"][];
            fba_programm: boolean;
            hideDefaultContent: boolean;
            highlighted: boolean;
            homepage: string | null;
            international_service: boolean;
            logo: components["schemas"]["CarrierLogoDto"] | null;
            logo_meta: components["schemas"]["CarrierLogoMetaDto"] | null;
            name: string;
            phone: string | null;
            picture: string | null;
            prev_description: string | null;
            published: boolean;
            /** @description S10 country codes a national post issues */
            s10CountryCodes: string[];
            serviceList: components["schemas"]["CarrierServiceListItemDto"][];
            /** @example /api/carriers/getThumbnail/china-post */
            thumbnail: string;
            /**
             * @description The carrier's public tracking page, with {number} where the tracking number goes (lookup links)
             * @example https://www.ups.com/track?tracknum={number}
             */
            tracking_url_template: string | null;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations: {
                [key: string]: components["schemas"]["CarrierTranslationDto"];
            };
            /** @enum {string} */
            type: "postal" | "express" | "ecommerce" | "regional" | "freight" | "aggregator";
            /** Format: date-time */
            updatedAt: string;
            /** @description Tracking page URL template with {number} */
            url: string | null;
        };
        PublicCarrierListResponseDto: {
            records: components["schemas"]["PublicCarrierDto"][];
            total: number;
        };
        PublicConfigDto: {
            /** @description Ad network publisher id; no ads are shown when null */
            adClientId: string | null;
            /** @description Origins the ad network loads from */
            adNetworkOrigins: string[];
        };
        PublicHealthResponseDto: {
            /** @enum {string} */
            status: "ok" | "error";
        };
        PushReceiptDto: {
            /** @description Whether the push changed what is stored (false for events and numbers this site does not track) */
            applied: boolean;
            /**
             * @description The push event as 17TRACK named it
             * @example TRACKING_UPDATED
             */
            event: string;
            /**
             * @description The tracking number pushed
             * @example RR123456789CN
             */
            number: string | null;
        };
        QueueCountsDto: {
            active: number;
            completed: number;
            delayed: number;
            failed: number;
            /** @example tracking-refresh */
            name: string;
            paused: boolean;
            waiting: number;
        };
        QueuesOverviewDto: {
            /** @description Empty while Redis is down */
            queues: components["schemas"]["QueueCountsDto"][];
            /** @enum {string} */
            redis: "up" | "down";
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
            /** @description Some of the shipments counted are generated demo shipments: say so beside the figures */
            demo: boolean;
            /** @description False below the minimum sample size: the figures are then null */
            enough_data: boolean;
            /** @description Null when fewer than the minimum sample of the last 90 days could be forecast */
            forecast_accuracy: components["schemas"]["ForecastAccuracyDto"] | null;
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
        SearchConsoleImportResultDto: {
            /** @description Rows stored (new or updated for the same date, query and page) */
            imported: number;
        };
        SearchConsoleRowListResponseDto: {
            records: components["schemas"]["SearchConsoleRowResponseDto"][];
            total: number;
        };
        SearchConsoleRowResponseDto: {
            _id: string;
            clicks: number;
            /** Format: date-time */
            createdAt: string;
            /** @description Click-through rate as a fraction (0.125 = 12.5%) */
            ctr: number;
            /** @example 2024-05-31 */
            date: string;
            impressions: number;
            page: string;
            /** @description Average position in search results */
            position: number;
            query: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SearchKeywordListResponseDto: {
            records: components["schemas"]["SearchKeywordResponseDto"][];
            total: number;
        };
        SearchKeywordResponseDto: {
            _id: string;
            count: number;
            /** Format: date-time */
            createdAt: string;
            keyword: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SerpKeywordListResponseDto: {
            records: components["schemas"]["SerpKeywordResponseDto"][];
            total: number;
        };
        SerpKeywordResponseDto: {
            _id: string;
            /** Format: date-time */
            createdAt: string;
            keyword: string;
            /** Format: date-time */
            updatedAt: string;
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
        SettingListResponseDto: {
            records: components["schemas"]["SettingResponseDto"][];
            total: number;
        };
        SettingResponseDto: {
            _id: string;
            /** Format: date-time */
            createdAt: string;
            /** @example mailing */
            name: string;
            /** @description The setting's parameters, e.g. mailing: {email, email_server, port, email_password}. Values of keys that name a password or secret are answered as "********"; sending that back keeps the stored value. */
            param: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            updatedAt: string;
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
        ShipmentsSummaryDto: {
            /** Format: date-time */
            generatedAt: string;
            /** @description Looked up or refreshed in the last 7 days */
            last7Days: components["schemas"]["StatusCountsDto"];
            /** @description Looked up or refreshed in the last 24 hours */
            today: components["schemas"]["StatusCountsDto"];
        };
        ShopListResponseDto: {
            records: components["schemas"]["ShopResponseDto"][];
            total: number;
        };
        ShopResponseDto: {
            _id: string;
            /** Format: date-time */
            createdAt: string;
            homepage: string | null;
            logo: string | null;
            name: string;
            published: boolean;
            /** @example aliexpress */
            system_name: string;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations: {
                [key: string]: components["schemas"]["ShopTranslationDto"];
            };
            /** @example marketplace */
            type: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ShopTranslationDto: {
            /** @description Rich text, sanitised on save */
            content?: string;
            short_content?: string;
            title?: string;
        };
        StaffDeliveryConfirmationDto: {
            _id: string;
            code: string;
            /** @description Confirmations of the same number from all browsers */
            confirmationsOfNumber: number;
            /** Format: date-time */
            createdAt: string;
            /** @description YYYY-MM-DD */
            deliveredOn: string;
            /** Format: date-time */
            updatedAt: string;
        };
        StaffDeliveryConfirmationListResponseDto: {
            records: components["schemas"]["StaffDeliveryConfirmationDto"][];
            total: number;
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
            /** @description E-mail follows of the shipment: counts only, never addresses */
            follows: components["schemas"]["FollowCountsDto"];
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
        StaffTrackingCodeListResponseDto: {
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
        StaffTrackingEventListResponseDto: {
            records: components["schemas"]["StaffTrackingEventDto"][];
            total: number;
        };
        StallDto: {
            /**
             * @description The carrier to ask
             * @example ups
             */
            carrierCode: string | null;
            /** @example UPS */
            carrierName: string | null;
            /**
             * Format: uri
             * @description The carrier's own tracking page for the number; null when the directory has no link for it
             */
            carrierUrl: string | null;
            /**
             * @description The lane's 90th percentile of the gaps between events, rounded up to whole days
             * @example 6
             */
            laneDays: number;
            /** Format: date-time */
            lastEventAt: string;
            /**
             * @description Whole days since the last event
             * @example 9
             */
            silentDays: number;
        };
        StatusCountsDto: {
            /**
             * @description Codes per current status; those without one count as "not found"
             * @example {
             *       "delivered": 3,
             *       "delivery fail": 0,
             *       "in transit": 6,
             *       "not found": 2,
             *       "out for delivery": 1,
             *       "returned": 0
             *     }
             */
            byStatus: Record<string, never>;
            total: number;
        };
        SubCategoryInputDto: {
            description?: string;
            /** @description Kept when given; a new subcategory gets the highest id plus one */
            id?: number;
            name: string;
            order?: number;
            /** @description Derived from the name when missing */
            sys_name?: string;
        };
        SubCategoryRecordDto: {
            description?: string;
            id: number;
            name: string;
            order?: number;
            sys_name: string;
        };
        TagListResponseDto: {
            records: components["schemas"]["TagResponseDto"][];
            total: number;
        };
        TagResponseDto: {
            _id: string;
            /** Format: date-time */
            createdAt: string;
            name: string;
            sys_name: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TaxonomyListResponseDto: {
            records: components["schemas"]["TaxonomyResponseDto"][];
            total: number;
        };
        TaxonomyResponseDto: {
            _id: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Rich text (sanitised) */
            description: string;
            name: string;
            order: number;
            parentId: string | null;
            short_description: string;
            subCategoriesRecords: components["schemas"]["SubCategoryRecordDto"][];
            sys_name: string;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations: {
                [key: string]: components["schemas"]["TaxonomyTranslationDto"];
            };
            /** Format: date-time */
            updatedAt: string;
        };
        TaxonomyTranslationDto: {
            /** @description Rich text (sanitised) */
            description?: string;
            name?: string;
            short_description?: string;
        };
        TaxonomyWithChildrenDto: {
            _id: string;
            /** @description Direct children, in order */
            children: components["schemas"]["TaxonomyResponseDto"][];
            /** Format: date-time */
            createdAt: string;
            /** @description Rich text (sanitised) */
            description: string;
            name: string;
            order: number;
            parentId: string | null;
            short_description: string;
            subCategoriesRecords: components["schemas"]["SubCategoryRecordDto"][];
            sys_name: string;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations: {
                [key: string]: components["schemas"]["TaxonomyTranslationDto"];
            };
            /** Format: date-time */
            updatedAt: string;
        };
        TestMailDto: {
            /** @description Recipient; defaults to the mailing e-mail */
            to?: string;
        };
        TestMailResultDto: {
            sent: boolean;
            to: string;
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
            /**
             * @description Whose leg the event is on, for a handed-over shipment
             * @enum {string}
             */
            leg?: "first" | "last-mile";
            /** @enum {string} */
            status: "delivered" | "delivery fail" | "out for delivery" | "returned" | "in transit" | "not found";
        };
        TrackingResultDto: {
            code: string;
            daysInTransit: number | null;
            /** @description For a parcel in transit: when it will arrive, from its lane’s delivery times given its days in transit; null when it is not in transit or its lane has too few delivered parcels */
            deliveryForecast: components["schemas"]["DeliveryForecastDto"] | null;
            destination: components["schemas"]["PlaceDto"];
            detection: components["schemas"]["DetectionResponseDto"];
            /** @enum {string|null} */
            failure: "ERROR" | "CARRIER_NOT_DETECTED" | "NOT_FOUND" | null;
            foundIn: components["schemas"]["CarrierRefDto"][];
            /** @description Both legs, when a carrier handed the parcel to another */
            handOff?: components["schemas"]["HandOffDto"];
            /** @description Labelled demo data, not a real shipment */
            isDemo: boolean;
            /** Format: date-time */
            lastCheckedAt: string | null;
            /**
             * @description What the answer rests on. found: a carrier knows the number. no-information: the carriers were asked and none knows it (yet). not-connected: none of its carriers has a live connection here (no API key, no 17TRACK key), so nobody was asked; follow detection.candidates[].trackingUrl. not-recognised: no carrier format matches and no connection could look it up. not-answering: the carriers were asked and did not answer (errors, timeouts, an open circuit); events stored earlier are kept in records; try again later.
             * @enum {string}
             */
            lookupState: "found" | "no-information" | "not-connected" | "not-recognised" | "not-answering";
            origin: components["schemas"]["PlaceDto"];
            /** @description Newest first */
            records: components["schemas"]["TrackingRecordDto"][];
            shipmentInfo: components["schemas"]["ShipmentInfoDto"];
            /** @description Only when the shipment is under way and its last event is older than 90% of the lane's gaps between events */
            stall?: components["schemas"]["StallDto"];
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
        UnsubscribeBodyDto: {
            /** @enum {string} */
            "List-Unsubscribe"?: "One-Click";
            token?: string;
        };
        UpdateCarrierDto: {
            APIconnected?: boolean;
            /** @example china-post */
            code?: string;
            contentParts?: components["schemas"]["CarrierContentPartDto"][];
            /** @example CN */
            countryIso?: string | null;
            email?: string | null;
            faqModuleArray?: components["schemas"]["CarrierFaqItemDto"][];
            fba_programm?: boolean;
            hideDefaultContent?: boolean;
            highlighted?: boolean;
            homepage?: string | null;
            international_service?: boolean;
            logo?: components["schemas"]["CarrierLogoDto"] | null;
            logo_meta?: components["schemas"]["CarrierLogoMetaDto"] | null;
            name?: string;
            openai?: components["schemas"]["CarrierOpenAiDto"];
            phone?: string | null;
            picture?: string | null;
            prev_description?: string | null;
            /** @default true */
            published: boolean;
            s10CountryCodes?: string[];
            serviceList?: components["schemas"]["CarrierServiceListItemDto"][];
            /**
             * @description An https address with {number} after the host, where the tracking number goes; empty or null for none
             * @example https://www.ups.com/track?tracknum={number}
             */
            tracking_url_template?: string | null;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations?: {
                [key: string]: components["schemas"]["CarrierTranslationDto"];
            };
            /** @enum {string} */
            type?: "postal" | "express" | "ecommerce" | "regional" | "freight" | "aggregator";
            /** @description Tracking page URL template with {number} */
            url?: string | null;
        };
        UpdateCarrierServiceDto: {
            cargo_types?: components["schemas"]["CargoTypesDto"];
            carrier_id?: string;
            /** @description Derived from the carrier's code and the service name when missing */
            clear_url?: string;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            content?: {
                [key: string]: components["schemas"]["CarrierServiceContentDto"];
            };
            internationalService?: boolean;
            order?: number;
            shipping_time?: string;
            trackingNumberExample?: string;
            trackingService?: string;
        };
        UpdateContentBlockDto: {
            /** @description Rich text, sanitised on save */
            content?: string;
            /** @description A label for staff */
            name?: string;
            order?: number;
            /**
             * @description A new block starts unpublished unless this says otherwise
             * @default false
             */
            published: boolean;
            /** @enum {string} */
            type?: "courier_page" | "main_page";
        };
        UpdateContentDto: {
            contentTypeId?: string;
            /** @description Values of the content type's custom fields, keyed by the field's sys_name */
            customFields?: {
                [key: string]: (string | number | boolean) | null;
            };
            /** @description Rich text, sanitised on save */
            description?: string;
            mainImage?: string | null;
            order?: number;
            /** @default false */
            published: boolean;
            /** @description Derived from the title when missing; unique within the content type */
            seo_url?: string;
            short_description?: string;
            showOnFront?: boolean;
            showOnMenu?: boolean;
            tags?: string[];
            taxonomy?: string[];
            title?: string;
            translated?: components["schemas"]["ContentTranslatedDto"];
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations?: {
                [key: string]: components["schemas"]["ContentTranslationDto"];
            };
        };
        UpdateContentTypeDto: {
            description?: string;
            fields?: components["schemas"]["ContentTypeFieldInputDto"][];
            name?: string;
            /** @description Derived from the name when missing */
            sys_name?: string;
            viewConfig?: components["schemas"]["ViewConfigInputDto"][];
        };
        UpdateFileDto: {
            filename: string;
        };
        UpdateMailingSettingsDto: {
            email: string;
            /** @description Only sent to change it; an absent password keeps the stored one */
            email_password?: string;
            email_server: string;
            port: number;
        };
        UpdateProfileDto: {
            /** @description Required to change the password */
            currentPassword?: string;
            /** @description A file uploaded to this site: /api/files/raw/<sha256>.<extension> */
            image?: string | null;
            name: string;
            newPassword?: string;
        };
        UpdateSearchConsoleRowDto: {
            clicks?: number;
            ctr?: number;
            /** @example 2024-05-31 */
            date?: string;
            impressions?: number;
            page?: string;
            position?: number;
            query?: string;
        };
        UpdateSearchKeywordDto: {
            count?: number;
            keyword?: string;
        };
        UpdateSerpKeywordDto: {
            keyword?: string;
        };
        UpdateSettingDto: {
            /** @example mailing */
            name?: string;
            /** @description The setting's parameters, e.g. mailing: {email, email_server, port, email_password}. Values of keys that name a password or secret are answered as "********"; sending that back keeps the stored value. */
            param?: {
                [key: string]: unknown;
            };
        };
        UpdateShopDto: {
            homepage?: string | null;
            logo?: string | null;
            name?: string;
            /** @default true */
            published: boolean;
            /** @description Derived from the name when missing */
            system_name?: string;
            /** @description Keyed by locale code (en, de, es, pt-BR...) */
            translations?: {
                [key: string]: components["schemas"]["ShopTranslationDto"];
            };
            /** @example marketplace */
            type?: string;
        };
        UpdateTagDto: {
            name?: string;
            /** @description Derived from the name when missing */
            sys_name?: string;
        };
        UpdateTaxonomyDto: {
            /** @description Rich text, sanitised on save */
            description?: string;
            name?: string;
            order?: number;
            parentId?: string | null;
            short_description?: string;
            subCategoriesRecords?: components["schemas"]["SubCategoryInputDto"][];
            /** @description Derived from the name when missing; cannot change after creation */
            sys_name?: string;
        };
        UpdateUserDto: {
            disabled?: boolean;
            email?: string;
            /** @description A file uploaded to this site: /api/files/raw/<sha256>.<extension> */
            image?: string | null;
            name?: string;
            password?: string;
            /** @enum {string} */
            role?: "admin" | "editor";
        };
        UploadFileDto: {
            /**
             * @description The file as a data URL
             * @example data:image/png;base64,iVBORw0KGgo…
             */
            content: string;
            /** @example usps-logo.png */
            filename: string;
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
        ViewConfigEntryDto: {
            /** @description title, description and mainImage, which every content type has */
            defaultField: boolean;
            id: number;
            name: string;
            sys_name: string;
            /** @enum {string} */
            type: "text" | "textArea" | "textAreaWYSIWYG" | "image" | "link" | "linkToFile";
            visible: boolean;
        };
        ViewConfigInputDto: {
            defaultField?: boolean;
            id: number;
            name?: string;
            sys_name?: string;
            /** @enum {string} */
            type?: "text" | "textArea" | "textAreaWYSIWYG" | "image" | "link" | "linkToFile";
            visible: boolean;
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
    CarrierServicesController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["CarrierServiceListResponseDto"];
                };
            };
        };
    };
    CarrierServicesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCarrierServiceDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarrierServiceResponseDto"];
                };
            };
        };
    };
    CarrierServicesController_get: {
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
                    "application/json": components["schemas"]["CarrierServiceResponseDto"];
                };
            };
        };
    };
    CarrierServicesController_update: {
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
                "application/json": components["schemas"]["UpdateCarrierServiceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarrierServiceResponseDto"];
                };
            };
        };
    };
    CarrierServicesController_delete: {
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
    CarriersController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["CarrierListResponseDto"];
                };
            };
        };
    };
    CarriersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCarrierDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarrierResponseDto"];
                };
            };
        };
    };
    CarriersController_thumbnail: {
        parameters: {
            query?: {
                /** @description Width and height in pixels */
                size?: 64 | 128 | 256;
            };
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
                    "image/png": string;
                };
            };
            /** @description The copy named by If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No carrier has this code */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CarriersController_get: {
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
                    "application/json": components["schemas"]["CarrierResponseDto"];
                };
            };
        };
    };
    CarriersController_update: {
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
                "application/json": components["schemas"]["UpdateCarrierDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarrierResponseDto"];
                };
            };
        };
    };
    CarriersController_delete: {
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
    AiController_askAboutCarrier: {
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
                "application/json": components["schemas"]["CarrierAssistantDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiAnswerDto"];
                };
            };
        };
    };
    ContactController_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactAcceptedDto"];
                };
            };
        };
    };
    ContactController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["ContactMessageListResponseDto"];
                };
            };
        };
    };
    ContactController_get: {
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
                    "application/json": components["schemas"]["ContactMessageDto"];
                };
            };
        };
    };
    ContentController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["ContentListResponseDto"];
                };
            };
        };
    };
    ContentController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentResponseDto"];
                };
            };
        };
    };
    ContentBlocksController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["ContentBlockListResponseDto"];
                };
            };
        };
    };
    ContentBlocksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContentBlockDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentBlockResponseDto"];
                };
            };
        };
    };
    ContentBlocksController_get: {
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
                    "application/json": components["schemas"]["ContentBlockResponseDto"];
                };
            };
        };
    };
    ContentBlocksController_update: {
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
                "application/json": components["schemas"]["UpdateContentBlockDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentBlockResponseDto"];
                };
            };
        };
    };
    ContentBlocksController_delete: {
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
    ContentTypesController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["ContentTypeListResponseDto"];
                };
            };
        };
    };
    ContentTypesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContentTypeDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentTypeResponseDto"];
                };
            };
        };
    };
    ContentTypesController_get: {
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
                    "application/json": components["schemas"]["ContentTypeResponseDto"];
                };
            };
        };
    };
    ContentTypesController_update: {
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
                "application/json": components["schemas"]["UpdateContentTypeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentTypeResponseDto"];
                };
            };
        };
    };
    ContentTypesController_delete: {
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
    ContentTypesController_addField: {
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
                "application/json": components["schemas"]["AddContentTypeFieldDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentTypeResponseDto"];
                };
            };
        };
    };
    ContentTypesController_usage: {
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
                    "application/json": components["schemas"]["ContentTypeUsageResponseDto"];
                };
            };
        };
    };
    ContentController_get: {
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
                    "application/json": components["schemas"]["ContentResponseDto"];
                };
            };
        };
    };
    ContentController_update: {
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
                "application/json": components["schemas"]["UpdateContentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentResponseDto"];
                };
            };
        };
    };
    ContentController_delete: {
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
    DeliveryConfirmationsController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["StaffDeliveryConfirmationListResponseDto"];
                };
            };
        };
    };
    DeliveryConfirmationsController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmReceivedDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmationRecordedDto"];
                };
            };
        };
    };
    DeliveryConfirmationsController_remove: {
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
    DemoDataController_count: {
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
                    "application/json": components["schemas"]["DemoDataDto"];
                };
            };
        };
    };
    DemoDataController_remove: {
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
                    "application/json": components["schemas"]["DemoDataRemovedDto"];
                };
            };
        };
    };
    FilesController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["FileListResponseDto"];
                };
            };
        };
    };
    FilesController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadFileDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileResponseDto"];
                };
            };
            /** @description The file is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not PNG, JPEG, WebP, GIF or PDF, or not what it was declared as */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FilesController_raw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
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
                    "application/pdf": string;
                    "image/gif": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
        };
    };
    FilesController_get: {
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
                    "application/json": components["schemas"]["FileResponseDto"];
                };
            };
        };
    };
    FilesController_rename: {
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
                "application/json": components["schemas"]["UpdateFileDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileResponseDto"];
                };
            };
        };
    };
    FilesController_delete: {
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
    FollowsController_follow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowAcceptedDto"];
                };
            };
        };
    };
    FollowsController_address: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressFollowsDto"];
                };
            };
        };
    };
    FollowsController_removeAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowRemovedDto"];
                };
            };
        };
    };
    FollowsController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowConfirmedDto"];
                };
            };
        };
    };
    FollowsController_getFeature: {
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
                    "application/json": components["schemas"]["FollowFeatureDto"];
                };
            };
        };
    };
    FollowsController_setFeature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowFeatureDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowFeatureDto"];
                };
            };
        };
    };
    FollowsController_unsubscribe: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnsubscribeBodyDto"];
                "application/x-www-form-urlencoded": components["schemas"]["UnsubscribeBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowRemovedDto"];
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
            /** @description The detail for staff (and outside production), else only the status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponseDto"] | components["schemas"]["PublicHealthResponseDto"];
                };
            };
            /** @description The database is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponseDto"] | components["schemas"]["PublicHealthResponseDto"];
                };
            };
        };
    };
    MailingSettingsController_get: {
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
                    "application/json": components["schemas"]["MailingSettingsDto"];
                };
            };
        };
    };
    MailingSettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMailingSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailingSettingsDto"];
                };
            };
        };
    };
    MailingSettingsController_test: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestMailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestMailResultDto"];
                };
            };
        };
    };
    AiController_ask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiQueryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiAnswerDto"];
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
    PublicCarriersController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["PublicCarrierListResponseDto"];
                };
            };
        };
    };
    PublicCarriersController_get: {
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
                    "application/json": components["schemas"]["PublicCarrierDetailDto"];
                };
            };
        };
    };
    PublicContentController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["ContentListResponseDto"];
                };
            };
        };
    };
    PublicContentController_contentBlocks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: string;
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
                    "application/json": components["schemas"]["ContentBlockResponseDto"][];
                };
            };
        };
    };
    PublicContentController_listOfType: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
                /** @description <field>:asc or <field>:desc */
                sortBy?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                sysName: string;
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
                    "application/json": components["schemas"]["ContentListResponseDto"];
                };
            };
        };
    };
    PublicContentController_getOfType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sysName: string;
                seoUrl: string;
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
                    "application/json": components["schemas"]["ContentResponseDto"];
                };
            };
        };
    };
    PublicCountriesController_list: {
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
                    "application/json": components["schemas"]["CountryResponseDto"][];
                };
            };
        };
    };
    PublicCountriesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                iso: string;
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
                    "application/json": components["schemas"]["CountryResponseDto"];
                };
            };
        };
    };
    PublicShopsController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["ShopListResponseDto"];
                };
            };
        };
    };
    PublicShopsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                systemName: string;
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
                    "application/json": components["schemas"]["ShopResponseDto"];
                };
            };
        };
    };
    PublicTaxonomyController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["TaxonomyListResponseDto"];
                };
            };
        };
    };
    PublicTaxonomyController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sysName: string;
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
                    "application/json": components["schemas"]["TaxonomyWithChildrenDto"];
                };
            };
        };
    };
    PublicContentController_listInCategory: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
                /** @description <field>:asc or <field>:desc */
                sortBy?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                sysName: string;
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
                    "application/json": components["schemas"]["ContentListResponseDto"];
                };
            };
        };
    };
    PublicContentController_getInCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sysName: string;
                seoUrl: string;
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
                    "application/json": components["schemas"]["ContentResponseDto"];
                };
            };
        };
    };
    SearchConsoleController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["SearchConsoleRowListResponseDto"];
                };
            };
        };
    };
    SearchConsoleController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSearchConsoleRowDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchConsoleRowResponseDto"];
                };
            };
        };
    };
    SearchConsoleController_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportSearchConsoleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchConsoleImportResultDto"];
                };
            };
            /** @description Malformed lines, each reported by number; nothing was imported */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SearchConsoleController_get: {
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
                    "application/json": components["schemas"]["SearchConsoleRowResponseDto"];
                };
            };
        };
    };
    SearchConsoleController_update: {
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
                "application/json": components["schemas"]["UpdateSearchConsoleRowDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchConsoleRowResponseDto"];
                };
            };
        };
    };
    SearchConsoleController_delete: {
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
    SearchKeywordsController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["SearchKeywordListResponseDto"];
                };
            };
        };
    };
    SearchKeywordsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSearchKeywordDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchKeywordResponseDto"];
                };
            };
        };
    };
    SearchKeywordsController_get: {
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
                    "application/json": components["schemas"]["SearchKeywordResponseDto"];
                };
            };
        };
    };
    SearchKeywordsController_update: {
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
                "application/json": components["schemas"]["UpdateSearchKeywordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchKeywordResponseDto"];
                };
            };
        };
    };
    SearchKeywordsController_delete: {
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
    SerpKeywordsController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["SerpKeywordListResponseDto"];
                };
            };
        };
    };
    SerpKeywordsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSerpKeywordDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerpKeywordResponseDto"];
                };
            };
        };
    };
    SerpKeywordsController_get: {
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
                    "application/json": components["schemas"]["SerpKeywordResponseDto"];
                };
            };
        };
    };
    SerpKeywordsController_update: {
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
                "application/json": components["schemas"]["UpdateSerpKeywordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerpKeywordResponseDto"];
                };
            };
        };
    };
    SerpKeywordsController_delete: {
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
    SettingsController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["SettingListResponseDto"];
                };
            };
        };
    };
    SettingsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSettingDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingResponseDto"];
                };
            };
        };
    };
    SettingsController_get: {
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
                    "application/json": components["schemas"]["SettingResponseDto"];
                };
            };
        };
    };
    SettingsController_update: {
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
                "application/json": components["schemas"]["UpdateSettingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingResponseDto"];
                };
            };
        };
    };
    SettingsController_delete: {
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
    ShopsController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["ShopListResponseDto"];
                };
            };
        };
    };
    ShopsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateShopDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopResponseDto"];
                };
            };
        };
    };
    ShopsController_get: {
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
                    "application/json": components["schemas"]["ShopResponseDto"];
                };
            };
        };
    };
    ShopsController_update: {
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
                "application/json": components["schemas"]["UpdateShopDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopResponseDto"];
                };
            };
        };
    };
    ShopsController_delete: {
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
    TrackingCodesController_summary: {
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
                    "application/json": components["schemas"]["ShipmentsSummaryDto"];
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
    SystemController_queues: {
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
                    "application/json": components["schemas"]["QueuesOverviewDto"];
                };
            };
        };
    };
    TagsController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["TagListResponseDto"];
                };
            };
        };
    };
    TagsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTagDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagResponseDto"];
                };
            };
        };
    };
    TagsController_get: {
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
                    "application/json": components["schemas"]["TagResponseDto"];
                };
            };
        };
    };
    TagsController_update: {
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
                "application/json": components["schemas"]["UpdateTagDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagResponseDto"];
                };
            };
        };
    };
    TagsController_delete: {
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
    TaxonomyController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["TaxonomyListResponseDto"];
                };
            };
        };
    };
    TaxonomyController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTaxonomyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxonomyResponseDto"];
                };
            };
        };
    };
    TaxonomyController_get: {
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
                    "application/json": components["schemas"]["TaxonomyResponseDto"];
                };
            };
        };
    };
    TaxonomyController_update: {
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
                "application/json": components["schemas"]["UpdateTaxonomyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxonomyResponseDto"];
                };
            };
        };
    };
    TaxonomyController_delete: {
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
    TrackingCodesController_list: {
        parameters: {
            query?: {
                /** @description JSON object of field → value; text fields match by contains */
                filter?: string;
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["StaffTrackingCodeListResponseDto"];
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
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
                    "application/json": components["schemas"]["StaffTrackingEventListResponseDto"];
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
            /** @description Every tracking-number format the detection knows, with examples. Patterns and check-digit rules are carried over from the carriers' documentation and jkeen/tracking_number_data (MIT licence). */
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
                /** @description Words that one of the list's text fields contains (case-insensitive) */
                search?: string;
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
    SeventeenTrackWebhookController_receive: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256_hex(raw body + "/" + 17TRACK key) */
                sign: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The push exactly as 17TRACK sends it (read raw: the signature covers the bytes) */
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** @example 3011 */
                        carrier?: number;
                        /** @example RR123456789CN */
                        number: string;
                        /** @description As in the gettrackinfo answer */
                        track_info?: Record<string, never>;
                    };
                    /** @example TRACKING_UPDATED */
                    event: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushReceiptDto"];
                };
            };
            /** @description A signed body that is not a 17TRACK push */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or wrong signature, a body received before, or an older update */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body over the webhook size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
