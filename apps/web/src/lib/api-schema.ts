// Generated from the server's OpenAPI document by `npm run api:generate` (scripts/generate-api-types.ts).
// Do not edit: `npm run check` fails when this file no longer matches the server's routes.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready" | "unavailable";
                            regions: {
                                [key: string]: {
                                    /** @enum {string} */
                                    database: "up" | "down";
                                    kind: string;
                                    vectorSearch: boolean;
                                };
                            };
                            retrieval: {
                                [key: string]: "vector+fulltext" | "fulltext";
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready" | "unavailable";
                            regions: {
                                [key: string]: {
                                    /** @enum {string} */
                                    database: "up" | "down";
                                    kind: string;
                                    vectorSearch: boolean;
                                };
                            };
                            retrieval: {
                                [key: string]: "vector+fulltext" | "fulltext";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            createdAt: string;
                        };
                    };
                };
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/code/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                id: string;
                                name: string;
                                email: string;
                                createdAt: string;
                            };
                            workspaces: {
                                uid: string;
                                /** @enum {string} */
                                region: "na" | "eu";
                                workspaceName: string;
                                workspaceEmails: string[];
                                workspacePhotoURL: string | null;
                                ownerId: string;
                                isPersonal: boolean;
                                joinedAt: string;
                                loadTokens: number;
                                hasSubscription: boolean;
                                limits: {
                                    maxAgents: number | "infinity";
                                    maxConcurrentCalls: number;
                                    maxClients: number;
                                    workspaceSeats: number;
                                    twilioPhoneNumberSlots: number;
                                    clientSeats?: number;
                                    maxMonthlyCredits?: number;
                                    maxKbDocsCharCount?: number;
                                    channels?: ("whatsapp" | "telegram" | "instagram" | "messenger")[];
                                };
                                /** @enum {string} */
                                role: "owner" | "admin" | "member";
                                isAgentOnboardingDone: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-auth/entry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What the agency's sign-in and signup screens need before anyone signs in; 404 off an agency's host. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enableClientSignup: boolean;
                            disablePasswordLogin: boolean;
                            supportEmail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sign In with the client's email and dashboard password; sets the client session cookie. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client: {
                                id: string;
                                orgId: string;
                                name: string;
                                email: string;
                                canAccess: string[];
                                clientTabOrder: string[];
                                isAdmin: boolean;
                                isOrgAdmin: boolean;
                                allowCreateAgents: boolean;
                                canDelegateChats: boolean;
                                hideAdvancedSettings: boolean;
                                widgetIDs: string[];
                                notificationsSettings: {
                                    /** @enum {string} */
                                    notifyThrough: "email" | "push" | "all" | "none";
                                    /** @enum {string} */
                                    notifyIf: "all" | "requestsOnly" | "none";
                                };
                                preferredLanguage: string;
                                /** @enum {string} */
                                status: "online" | "offline";
                                isNewSignup: boolean;
                                onboardingCompleted: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastModified: string;
                                squarePhotoURL: string | null;
                            };
                            org: {
                                id: string;
                                name: string;
                                squarePhotoURL: string | null;
                                preferredLanguage: string;
                                /** @enum {string} */
                                dashboardLayout: "vertical" | "horizontal";
                                defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                defaultClientTabOrder: string[];
                                predefinedTags: string[];
                                disallowAnyTags: boolean;
                                disableHandoff: boolean;
                                allowBilling: boolean;
                                settings: {
                                    smartHandoff: boolean;
                                    disableHandoffMessages: boolean;
                                    enableCannedResponses: boolean;
                                    disableClientAccess: boolean;
                                    disableClientAccessMessage: string;
                                    allowedSettings: string[];
                                };
                                credits: number;
                                /** Format: date-time */
                                createdAt: string;
                                lastModified: number;
                                users: {
                                    id: string;
                                    name: string;
                                    squarePhotoURL: string | null;
                                }[];
                            };
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                            supportEmail: string;
                            feedbackEnabled: boolean;
                            planFeatures: {
                                allowAnalytics: boolean;
                                allowLeads: boolean;
                                allowVoiceChannel: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-auth/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Email Login Code / Resend Code: a 6-digit code, valid 10 minutes, for a client of this host's agency. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-auth/code/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The Login Code field: the emailed code signs the client in, once. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client: {
                                id: string;
                                orgId: string;
                                name: string;
                                email: string;
                                canAccess: string[];
                                clientTabOrder: string[];
                                isAdmin: boolean;
                                isOrgAdmin: boolean;
                                allowCreateAgents: boolean;
                                canDelegateChats: boolean;
                                hideAdvancedSettings: boolean;
                                widgetIDs: string[];
                                notificationsSettings: {
                                    /** @enum {string} */
                                    notifyThrough: "email" | "push" | "all" | "none";
                                    /** @enum {string} */
                                    notifyIf: "all" | "requestsOnly" | "none";
                                };
                                preferredLanguage: string;
                                /** @enum {string} */
                                status: "online" | "offline";
                                isNewSignup: boolean;
                                onboardingCompleted: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastModified: string;
                                squarePhotoURL: string | null;
                            };
                            org: {
                                id: string;
                                name: string;
                                squarePhotoURL: string | null;
                                preferredLanguage: string;
                                /** @enum {string} */
                                dashboardLayout: "vertical" | "horizontal";
                                defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                defaultClientTabOrder: string[];
                                predefinedTags: string[];
                                disallowAnyTags: boolean;
                                disableHandoff: boolean;
                                allowBilling: boolean;
                                settings: {
                                    smartHandoff: boolean;
                                    disableHandoffMessages: boolean;
                                    enableCannedResponses: boolean;
                                    disableClientAccess: boolean;
                                    disableClientAccessMessage: string;
                                    allowedSettings: string[];
                                };
                                credits: number;
                                /** Format: date-time */
                                createdAt: string;
                                lastModified: number;
                                users: {
                                    id: string;
                                    name: string;
                                    squarePhotoURL: string | null;
                                }[];
                            };
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                            supportEmail: string;
                            feedbackEnabled: boolean;
                            planFeatures: {
                                allowAnalytics: boolean;
                                allowLeads: boolean;
                                allowVoiceChannel: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description `/?token=`: a one-time sign-in link made by the agency owner (24 hours, once). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client: {
                                id: string;
                                orgId: string;
                                name: string;
                                email: string;
                                canAccess: string[];
                                clientTabOrder: string[];
                                isAdmin: boolean;
                                isOrgAdmin: boolean;
                                allowCreateAgents: boolean;
                                canDelegateChats: boolean;
                                hideAdvancedSettings: boolean;
                                widgetIDs: string[];
                                notificationsSettings: {
                                    /** @enum {string} */
                                    notifyThrough: "email" | "push" | "all" | "none";
                                    /** @enum {string} */
                                    notifyIf: "all" | "requestsOnly" | "none";
                                };
                                preferredLanguage: string;
                                /** @enum {string} */
                                status: "online" | "offline";
                                isNewSignup: boolean;
                                onboardingCompleted: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastModified: string;
                                squarePhotoURL: string | null;
                            };
                            org: {
                                id: string;
                                name: string;
                                squarePhotoURL: string | null;
                                preferredLanguage: string;
                                /** @enum {string} */
                                dashboardLayout: "vertical" | "horizontal";
                                defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                defaultClientTabOrder: string[];
                                predefinedTags: string[];
                                disallowAnyTags: boolean;
                                disableHandoff: boolean;
                                allowBilling: boolean;
                                settings: {
                                    smartHandoff: boolean;
                                    disableHandoffMessages: boolean;
                                    enableCannedResponses: boolean;
                                    disableClientAccess: boolean;
                                    disableClientAccessMessage: string;
                                    allowedSettings: string[];
                                };
                                credits: number;
                                /** Format: date-time */
                                createdAt: string;
                                lastModified: number;
                                users: {
                                    id: string;
                                    name: string;
                                    squarePhotoURL: string | null;
                                }[];
                            };
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                            supportEmail: string;
                            feedbackEnabled: boolean;
                            planFeatures: {
                                allowAnalytics: boolean;
                                allowLeads: boolean;
                                allowVoiceChannel: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-auth/signup/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Send Verification Code on the agency's signup page (only when the agency enables client signup). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Create: the verification code makes a new organisation with the person as its admin client, and signs in. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client: {
                                id: string;
                                orgId: string;
                                name: string;
                                email: string;
                                canAccess: string[];
                                clientTabOrder: string[];
                                isAdmin: boolean;
                                isOrgAdmin: boolean;
                                allowCreateAgents: boolean;
                                canDelegateChats: boolean;
                                hideAdvancedSettings: boolean;
                                widgetIDs: string[];
                                notificationsSettings: {
                                    /** @enum {string} */
                                    notifyThrough: "email" | "push" | "all" | "none";
                                    /** @enum {string} */
                                    notifyIf: "all" | "requestsOnly" | "none";
                                };
                                preferredLanguage: string;
                                /** @enum {string} */
                                status: "online" | "offline";
                                isNewSignup: boolean;
                                onboardingCompleted: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastModified: string;
                                squarePhotoURL: string | null;
                            };
                            org: {
                                id: string;
                                name: string;
                                squarePhotoURL: string | null;
                                preferredLanguage: string;
                                /** @enum {string} */
                                dashboardLayout: "vertical" | "horizontal";
                                defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                defaultClientTabOrder: string[];
                                predefinedTags: string[];
                                disallowAnyTags: boolean;
                                disableHandoff: boolean;
                                allowBilling: boolean;
                                settings: {
                                    smartHandoff: boolean;
                                    disableHandoffMessages: boolean;
                                    enableCannedResponses: boolean;
                                    disableClientAccess: boolean;
                                    disableClientAccessMessage: string;
                                    allowedSettings: string[];
                                };
                                credits: number;
                                /** Format: date-time */
                                createdAt: string;
                                lastModified: number;
                                users: {
                                    id: string;
                                    name: string;
                                    squarePhotoURL: string | null;
                                }[];
                            };
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                            supportEmail: string;
                            feedbackEnabled: boolean;
                            planFeatures: {
                                allowAnalytics: boolean;
                                allowLeads: boolean;
                                allowVoiceChannel: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in client, its organisation and what the top bar needs of the agency (also when client access is turned off). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client: {
                                id: string;
                                orgId: string;
                                name: string;
                                email: string;
                                canAccess: string[];
                                clientTabOrder: string[];
                                isAdmin: boolean;
                                isOrgAdmin: boolean;
                                allowCreateAgents: boolean;
                                canDelegateChats: boolean;
                                hideAdvancedSettings: boolean;
                                widgetIDs: string[];
                                notificationsSettings: {
                                    /** @enum {string} */
                                    notifyThrough: "email" | "push" | "all" | "none";
                                    /** @enum {string} */
                                    notifyIf: "all" | "requestsOnly" | "none";
                                };
                                preferredLanguage: string;
                                /** @enum {string} */
                                status: "online" | "offline";
                                isNewSignup: boolean;
                                onboardingCompleted: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastModified: string;
                                squarePhotoURL: string | null;
                            };
                            org: {
                                id: string;
                                name: string;
                                squarePhotoURL: string | null;
                                preferredLanguage: string;
                                /** @enum {string} */
                                dashboardLayout: "vertical" | "horizontal";
                                defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                defaultClientTabOrder: string[];
                                predefinedTags: string[];
                                disallowAnyTags: boolean;
                                disableHandoff: boolean;
                                allowBilling: boolean;
                                settings: {
                                    smartHandoff: boolean;
                                    disableHandoffMessages: boolean;
                                    enableCannedResponses: boolean;
                                    disableClientAccess: boolean;
                                    disableClientAccessMessage: string;
                                    allowedSettings: string[];
                                };
                                credits: number;
                                /** Format: date-time */
                                createdAt: string;
                                lastModified: number;
                                users: {
                                    id: string;
                                    name: string;
                                    squarePhotoURL: string | null;
                                }[];
                            };
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                            supportEmail: string;
                            feedbackEnabled: boolean;
                            planFeatures: {
                                allowAnalytics: boolean;
                                allowLeads: boolean;
                                allowVoiceChannel: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Log Out: ends the client session and clears its cookie. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The agents of the client's widgetIDs that still exist, most recently modified first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agents: {
                                id: string;
                                title: string;
                                imageURL: string | null;
                                lastModified: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The credits button's online/offline toggle; answers the session. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "online" | "offline";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client: {
                                id: string;
                                orgId: string;
                                name: string;
                                email: string;
                                canAccess: string[];
                                clientTabOrder: string[];
                                isAdmin: boolean;
                                isOrgAdmin: boolean;
                                allowCreateAgents: boolean;
                                canDelegateChats: boolean;
                                hideAdvancedSettings: boolean;
                                widgetIDs: string[];
                                notificationsSettings: {
                                    /** @enum {string} */
                                    notifyThrough: "email" | "push" | "all" | "none";
                                    /** @enum {string} */
                                    notifyIf: "all" | "requestsOnly" | "none";
                                };
                                preferredLanguage: string;
                                /** @enum {string} */
                                status: "online" | "offline";
                                isNewSignup: boolean;
                                onboardingCompleted: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastModified: string;
                                squarePhotoURL: string | null;
                            };
                            org: {
                                id: string;
                                name: string;
                                squarePhotoURL: string | null;
                                preferredLanguage: string;
                                /** @enum {string} */
                                dashboardLayout: "vertical" | "horizontal";
                                defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                defaultClientTabOrder: string[];
                                predefinedTags: string[];
                                disallowAnyTags: boolean;
                                disableHandoff: boolean;
                                allowBilling: boolean;
                                settings: {
                                    smartHandoff: boolean;
                                    disableHandoffMessages: boolean;
                                    enableCannedResponses: boolean;
                                    disableClientAccess: boolean;
                                    disableClientAccessMessage: string;
                                    allowedSettings: string[];
                                };
                                credits: number;
                                /** Format: date-time */
                                createdAt: string;
                                lastModified: number;
                                users: {
                                    id: string;
                                    name: string;
                                    squarePhotoURL: string | null;
                                }[];
                            };
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                            supportEmail: string;
                            feedbackEnabled: boolean;
                            planFeatures: {
                                allowAnalytics: boolean;
                                allowLeads: boolean;
                                allowVoiceChannel: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description The Account drawer's Save: name and email (unique across clients). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        email?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            orgId: string;
                            name: string;
                            email: string;
                            canAccess: string[];
                            clientTabOrder: string[];
                            isAdmin: boolean;
                            isOrgAdmin: boolean;
                            allowCreateAgents: boolean;
                            canDelegateChats: boolean;
                            hideAdvancedSettings: boolean;
                            widgetIDs: string[];
                            notificationsSettings: {
                                /** @enum {string} */
                                notifyThrough: "email" | "push" | "all" | "none";
                                /** @enum {string} */
                                notifyIf: "all" | "requestsOnly" | "none";
                            };
                            preferredLanguage: string;
                            /** @enum {string} */
                            status: "online" | "offline";
                            isNewSignup: boolean;
                            onboardingCompleted: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastModified: string;
                            squarePhotoURL: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/client/org": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description An organisation admin's About: the organisation's name. Others: 403 'You are not an admin'. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client: {
                                id: string;
                                orgId: string;
                                name: string;
                                email: string;
                                canAccess: string[];
                                clientTabOrder: string[];
                                isAdmin: boolean;
                                isOrgAdmin: boolean;
                                allowCreateAgents: boolean;
                                canDelegateChats: boolean;
                                hideAdvancedSettings: boolean;
                                widgetIDs: string[];
                                notificationsSettings: {
                                    /** @enum {string} */
                                    notifyThrough: "email" | "push" | "all" | "none";
                                    /** @enum {string} */
                                    notifyIf: "all" | "requestsOnly" | "none";
                                };
                                preferredLanguage: string;
                                /** @enum {string} */
                                status: "online" | "offline";
                                isNewSignup: boolean;
                                onboardingCompleted: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastModified: string;
                                squarePhotoURL: string | null;
                            };
                            org: {
                                id: string;
                                name: string;
                                squarePhotoURL: string | null;
                                preferredLanguage: string;
                                /** @enum {string} */
                                dashboardLayout: "vertical" | "horizontal";
                                defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                defaultClientTabOrder: string[];
                                predefinedTags: string[];
                                disallowAnyTags: boolean;
                                disableHandoff: boolean;
                                allowBilling: boolean;
                                settings: {
                                    smartHandoff: boolean;
                                    disableHandoffMessages: boolean;
                                    enableCannedResponses: boolean;
                                    disableClientAccess: boolean;
                                    disableClientAccessMessage: string;
                                    allowedSettings: string[];
                                };
                                credits: number;
                                /** Format: date-time */
                                createdAt: string;
                                lastModified: number;
                                users: {
                                    id: string;
                                    name: string;
                                    squarePhotoURL: string | null;
                                }[];
                            };
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                            supportEmail: string;
                            feedbackEnabled: boolean;
                            planFeatures: {
                                allowAnalytics: boolean;
                                allowLeads: boolean;
                                allowVoiceChannel: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/client/org/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description An organisation admin's Add User: a user of the same organisation, with the admin's agents and the organisation's default access; they sign in with an emailed code. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client: {
                                id: string;
                                orgId: string;
                                name: string;
                                email: string;
                                canAccess: string[];
                                clientTabOrder: string[];
                                isAdmin: boolean;
                                isOrgAdmin: boolean;
                                allowCreateAgents: boolean;
                                canDelegateChats: boolean;
                                hideAdvancedSettings: boolean;
                                widgetIDs: string[];
                                notificationsSettings: {
                                    /** @enum {string} */
                                    notifyThrough: "email" | "push" | "all" | "none";
                                    /** @enum {string} */
                                    notifyIf: "all" | "requestsOnly" | "none";
                                };
                                preferredLanguage: string;
                                /** @enum {string} */
                                status: "online" | "offline";
                                isNewSignup: boolean;
                                onboardingCompleted: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastModified: string;
                                squarePhotoURL: string | null;
                            };
                            org: {
                                id: string;
                                name: string;
                                squarePhotoURL: string | null;
                                preferredLanguage: string;
                                /** @enum {string} */
                                dashboardLayout: "vertical" | "horizontal";
                                defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                defaultClientTabOrder: string[];
                                predefinedTags: string[];
                                disallowAnyTags: boolean;
                                disableHandoff: boolean;
                                allowBilling: boolean;
                                settings: {
                                    smartHandoff: boolean;
                                    disableHandoffMessages: boolean;
                                    enableCannedResponses: boolean;
                                    disableClientAccess: boolean;
                                    disableClientAccessMessage: string;
                                    allowedSettings: string[];
                                };
                                credits: number;
                                /** Format: date-time */
                                createdAt: string;
                                lastModified: number;
                                users: {
                                    id: string;
                                    name: string;
                                    squarePhotoURL: string | null;
                                }[];
                            };
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                            supportEmail: string;
                            feedbackEnabled: boolean;
                            planFeatures: {
                                allowAnalytics: boolean;
                                allowLeads: boolean;
                                allowVoiceChannel: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/account/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The Account drawer's photo (multipart/form-data, one png, jpg, jpeg, webp picture up to 5 MB), kept as a 256x256 PNG. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            orgId: string;
                            name: string;
                            email: string;
                            canAccess: string[];
                            clientTabOrder: string[];
                            isAdmin: boolean;
                            isOrgAdmin: boolean;
                            allowCreateAgents: boolean;
                            canDelegateChats: boolean;
                            hideAdvancedSettings: boolean;
                            widgetIDs: string[];
                            notificationsSettings: {
                                /** @enum {string} */
                                notifyThrough: "email" | "push" | "all" | "none";
                                /** @enum {string} */
                                notifyIf: "all" | "requestsOnly" | "none";
                            };
                            preferredLanguage: string;
                            /** @enum {string} */
                            status: "online" | "offline";
                            isNewSignup: boolean;
                            onboardingCompleted: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastModified: string;
                            squarePhotoURL: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The Feedback drawer's Submit: mailed to the agency's support address; only with the agency's verified email domain. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        /** @default [] */
                        attachments?: {
                            name: string;
                            contentType: string;
                            content: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Credits, the agency's plans, the subscription, the saved card, Auto-Recharge and the latest 4 invoices; 404 when the organisation's billing is off or its agency has no payment account connected. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            mode: "stripe" | "sandbox";
                            publishableKey: string | null;
                            accountId: string;
                            credits: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            symbol: string;
                            pricePerCredit: number;
                            plans: {
                                name: string;
                                price: number;
                                credits: number;
                                /** @default [] */
                                features: string[];
                                /** @default false */
                                isPopular: boolean;
                                /**
                                 * @default {
                                 *       "maxAgents": "infinity",
                                 *       "allowAnalytics": true,
                                 *       "allowLeads": true,
                                 *       "allowVoiceChannel": true
                                 *     }
                                 */
                                limits: {
                                    allowedChannels?: ("whatsapp" | "instagram" | "messenger" | "discord" | "telegram")[];
                                    /** @default infinity */
                                    maxAgents: number | "infinity";
                                    /** @default true */
                                    allowAnalytics: boolean;
                                    /** @default true */
                                    allowLeads: boolean;
                                    /** @default true */
                                    allowVoiceChannel: boolean;
                                };
                                id: string;
                                productId: string;
                                priceId: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP";
                            }[];
                            subscription: {
                                planId: string;
                                /** @enum {string} */
                                status: "active" | "canceled" | "trialing" | "past_due" | "unpaid" | "pending";
                                currentPeriodEnd: number;
                                cancelAtPeriodEnd: boolean;
                            } | null;
                            paymentMethod: {
                                brand: string;
                                last4: string;
                                exp_month: number;
                                exp_year: number;
                            } | null;
                            email: string;
                            autoRecharge: {
                                enabled: boolean;
                                threshold: number;
                                amount: number;
                                monthlyLimit: number;
                            };
                            invoices: {
                                id: string;
                                number: string | null;
                                created: number;
                                /** Format: uri */
                                hosted_invoice_url: string | null;
                                amount_paid: number;
                                currency: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/billing/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Saves the card as the organisation's one card on its agency's payment account. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paymentMethodId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand: string;
                            last4: string;
                            exp_month: number;
                            exp_year: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/billing/sandbox-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Test mode only: a test card number becomes a payment method on the agency's account. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        number: string;
                        expMonth: number;
                        expYear: number;
                        cvc: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            paymentMethodId: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/billing/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Purchase Credits: at least 1000 (less is raised to 1000), at the agency's price per credit. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        credits: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            credits: number;
                            creditsAdded: number;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/billing/top-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Top-up: at least 5 in the agency's currency, buying credits at the agency's price. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            credits: number;
                            creditsAdded: number;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/billing/auto-recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description The organisation's Auto-Recharge; switching it on is refused on the free plan. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled: boolean;
                        threshold: number;
                        amount: number;
                        monthlyLimit: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            threshold: number;
                            amount: number;
                            monthlyLimit: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/billing/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Select Plan: a checkout page of the agency's payment account for one of its plans; the browser is sent to sessionUrl and comes back to returnPath with ?checkout=subscribed or canceled. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        planId: string;
                        returnPath?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sessionUrl: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/billing/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Cancel Subscription: the plan ends at the end of the period already paid. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/custom-tabs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The custom tabs of the client's agency it may open: those always visible and those its access gives it. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tabs: {
                                id: string;
                                label: string;
                                href: string;
                                iconUrl: string | null;
                                /** @enum {string} */
                                pageType: "html" | "iframe";
                                pageUrl: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The newest 5 notifications per level about the client's organisation and its agents, newest first, each with whether this client has seen it. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            notifications: {
                                id: string;
                                level: 1 | 2;
                                /** @enum {string} */
                                source: "handoffRequest" | "channelHealth" | "lowCredits" | "failedCharge" | "newLead";
                                title: string;
                                body: string;
                                urlPathname: string;
                                ts: string;
                                seen: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/notifications/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks notifications seen by the signed-in client; the other clients’ marks stay as they are. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/notifications/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Server-sent events: `change` whenever the client’s organisation gets a notification; read the list again. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The agency's name and its client onboarding flags (which steps show, which company fields are required), and where the client stands. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agencyName: string;
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                            flags: {
                                /** @default true */
                                showWelcomeStep: boolean;
                                /** @default true */
                                showGoalsStep: boolean;
                                /** @default true */
                                showCompanyInfoStep: boolean;
                                /** @default true */
                                showAgentCreationStep: boolean;
                                /** @default true */
                                requireCompanyName: boolean;
                                /** @default false */
                                requireCompanyWebsite: boolean;
                                /** @default true */
                                requireCompanyDescription: boolean;
                                /** @default true */
                                showTestTextAgent: boolean;
                                /** @default true */
                                showTryVoice: boolean;
                                /** @default true */
                                showWidgetScript: boolean;
                            };
                            isNewSignup: boolean;
                            onboardingCompleted: boolean;
                            goals: ("answerQuestions" | "captureLeads" | "bookAppointments" | "supportCustomers" | "answerCalls")[];
                            company: {
                                name: string;
                                website: string;
                                description: string;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/onboarding/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Finishing or skipping the wizard: onboarding is marked done and the goals and company given are kept; calling it again is harmless. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        goals?: ("answerQuestions" | "captureLeads" | "bookAppointments" | "supportCustomers" | "answerCalls")[];
                        company?: {
                            name: string;
                            website: string;
                            description: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agencyName: string;
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                            flags: {
                                /** @default true */
                                showWelcomeStep: boolean;
                                /** @default true */
                                showGoalsStep: boolean;
                                /** @default true */
                                showCompanyInfoStep: boolean;
                                /** @default true */
                                showAgentCreationStep: boolean;
                                /** @default true */
                                requireCompanyName: boolean;
                                /** @default false */
                                requireCompanyWebsite: boolean;
                                /** @default true */
                                requireCompanyDescription: boolean;
                                /** @default true */
                                showTestTextAgent: boolean;
                                /** @default true */
                                showTryVoice: boolean;
                                /** @default true */
                                showWidgetScript: boolean;
                            };
                            isNewSignup: boolean;
                            onboardingCompleted: boolean;
                            goals: ("answerQuestions" | "captureLeads" | "bookAppointments" | "supportCustomers" | "answerCalls")[];
                            company: {
                                name: string;
                                website: string;
                                description: string;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        region: "na" | "eu";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            uid: string;
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceName: string;
                            workspaceEmails: string[];
                            workspacePhotoURL: string | null;
                            ownerId: string;
                            isPersonal: boolean;
                            joinedAt: string;
                            loadTokens: number;
                            hasSubscription: boolean;
                            limits: {
                                maxAgents: number | "infinity";
                                maxConcurrentCalls: number;
                                maxClients: number;
                                workspaceSeats: number;
                                twilioPhoneNumberSlots: number;
                                clientSeats?: number;
                                maxMonthlyCredits?: number;
                                maxKbDocsCharCount?: number;
                                channels?: ("whatsapp" | "telegram" | "instagram" | "messenger")[];
                            };
                            /** @enum {string} */
                            role: "owner" | "admin" | "member";
                            isAgentOnboardingDone: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/no-auth/workspaces/{uid}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Joins the workspace with the role the invitation names, using up the link. The body repeats the email of the link. 404 for a used, withdrawn or unknown link; 409 when the workspace has no seat left. */
        post: {
            parameters: {
                query: {
                    secret: string;
                    email: string;
                };
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            uid: string;
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceName: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-css-generator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Writes custom CSS for an agent's chat with the workspace's language model, from the owner's chat with the assistant and the editor's current CSS. Answers 409 NO_LANGUAGE_MODEL when the workspace has none, 402 when it has no credits left. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        messages: {
                            /** @enum {string} */
                            role: "user" | "assistant";
                            content: string;
                        }[];
                        /** @default  */
                        currentCSS?: string;
                        userData?: {
                            uid?: string;
                        };
                        agentID: string;
                        /** @enum {string} */
                        bucket: "na" | "eu";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            response: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The server's version, whether each region's database answers, and which outside services are configured. Names and states only: never a key, secret or address. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            version: string;
                            regions: {
                                region: string;
                                /** @enum {string} */
                                database: "up" | "down";
                                kind: string;
                            }[];
                            providers: {
                                name: string;
                                /** @enum {string} */
                                state: "configured" | "not-configured" | "per-workspace";
                                note: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tls/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Caddy's on-demand TLS ask: 200 for the product's host or a verified agency domain, 404 otherwise. */
        get: {
            parameters: {
                query: {
                    domain: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proxy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Whether a verified agency domain answers HTTP 200 (live); 404 for a domain not verified here. */
        get: {
            parameters: {
                query: {
                    domain: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency-admin/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Signs in as the agency's owner when the secret is the agency's admin-link secret. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        secret: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fonts/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A font family's stylesheet (`{Family}.css`, a family the agency theme accepts), weights 400, 500 and 700, as text/css whose files are served by this server. 404 for any other name. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fonts/files/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A woff2 file named by a font stylesheet served here, as font/woff2. 404 for any other path. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One legal page in Markdown, from the folder LEGAL_PAGES_DIR names (by default the shipped texts). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    page: "about" | "tixae-privacy-policy" | "tos" | "refund-policy" | "cookie-policy" | "contact" | "gdpr";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            page: "about" | "tixae-privacy-policy" | "tos" | "refund-policy" | "cookie-policy" | "contact" | "gdpr";
                            title: string;
                            markdown: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description '+ New Workspace': a workspace the signed-in account owns, in this region, on the free plan, with no credits. At most 20 owned workspaces per account. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        workspaceName: string;
                        /** @enum {string} */
                        region: "na" | "eu";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            uid: string;
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceName: string;
                            workspaceEmails: string[];
                            workspacePhotoURL: string | null;
                            ownerId: string;
                            isPersonal: boolean;
                            joinedAt: string;
                            loadTokens: number;
                            hasSubscription: boolean;
                            limits: {
                                maxAgents: number | "infinity";
                                maxConcurrentCalls: number;
                                maxClients: number;
                                workspaceSeats: number;
                                twilioPhoneNumberSlots: number;
                                clientSeats?: number;
                                maxMonthlyCredits?: number;
                                maxKbDocsCharCount?: number;
                                channels?: ("whatsapp" | "telegram" | "instagram" | "messenger")[];
                            };
                            /** @enum {string} */
                            role: "owner" | "admin" | "member";
                            isAgentOnboardingDone: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            uid: string;
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceName: string;
                            workspaceEmails: string[];
                            workspacePhotoURL: string | null;
                            ownerId: string;
                            isPersonal: boolean;
                            joinedAt: string;
                            loadTokens: number;
                            hasSubscription: boolean;
                            limits: {
                                maxAgents: number | "infinity";
                                maxConcurrentCalls: number;
                                maxClients: number;
                                workspaceSeats: number;
                                twilioPhoneNumberSlots: number;
                                clientSeats?: number;
                                maxMonthlyCredits?: number;
                                maxKbDocsCharCount?: number;
                                channels?: ("whatsapp" | "telegram" | "instagram" | "messenger")[];
                            };
                            /** @enum {string} */
                            role: "owner" | "admin" | "member";
                            isAgentOnboardingDone: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        workspaceName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            uid: string;
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceName: string;
                            workspaceEmails: string[];
                            workspacePhotoURL: string | null;
                            ownerId: string;
                            isPersonal: boolean;
                            joinedAt: string;
                            loadTokens: number;
                            hasSubscription: boolean;
                            limits: {
                                maxAgents: number | "infinity";
                                maxConcurrentCalls: number;
                                maxClients: number;
                                workspaceSeats: number;
                                twilioPhoneNumberSlots: number;
                                clientSeats?: number;
                                maxMonthlyCredits?: number;
                                maxKbDocsCharCount?: number;
                                channels?: ("whatsapp" | "telegram" | "instagram" | "messenger")[];
                            };
                            /** @enum {string} */
                            role: "owner" | "admin" | "member";
                            isAgentOnboardingDone: boolean;
                        };
                    };
                };
            };
        };
        /** @description Deletes the workspace and everything in it, for good. The personal workspace cannot be deleted. Its members lose access at once. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The members with their role and permissions, the pending invitations, and the seats. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member";
                                permissions: ("agents.write" | "knowledge.write" | "conversations.manage" | "channels.manage" | "campaigns.run" | "members.manage" | "credentials.manage" | "usage.read" | "billing.manage" | "workspace.manage" | "workspace.delete" | "agency.manage" | "audit.read")[] | null;
                                joinedAt: string;
                            }[];
                            invitations: {
                                email: string;
                                /** @enum {string} */
                                role: "admin" | "member";
                                invitedBy: string;
                                invitedAt: string;
                            }[];
                            seats: {
                                cap: number;
                                used: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Invites someone by email with a role (admin: the owner alone) and emails them the join link. Inviting the same email again sends a new link and the old one stops working. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /**
                         * @default member
                         * @enum {string}
                         */
                        role?: "admin" | "member";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                            invitedBy: string;
                            invitedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/invitations/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Withdraws a pending invitation; its link stops working. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/members/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes a member; their access ends at once. Nobody removes themselves or the owner, and only the owner removes an admin. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Changes a member's role (the owner alone) or narrows their permissions to a list of the role's (null: all of the role's). Nobody changes the owner's or their own. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    email: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role?: "admin" | "member";
                        permissions?: ("agents.write" | "knowledge.write" | "conversations.manage" | "channels.manage" | "campaigns.run" | "members.manage" | "credentials.manage" | "usage.read" | "billing.manage" | "workspace.manage" | "workspace.delete" | "agency.manage" | "audit.read")[] | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member";
                            permissions: ("agents.write" | "knowledge.write" | "conversations.manage" | "channels.manage" | "campaigns.run" | "members.manage" | "credentials.manage" | "usage.read" | "billing.manage" | "workspace.manage" | "workspace.delete" | "agency.manage" | "audit.read")[] | null;
                            joinedAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/members/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in member’s own notification settings for this workspace: `notifyIf` what about (`all` conversations, handoff `requestsOnly`, `none`), `notifyThrough` which way (`all`, `email`, `push`, `none`). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            notifyThrough: "all" | "email" | "push" | "none";
                            /** @enum {string} */
                            notifyIf: "all" | "requestsOnly" | "none";
                        };
                    };
                };
            };
        };
        /** @description Saves the signed-in member’s own notification settings for this workspace; both fields are required. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        notifyThrough: "all" | "email" | "push" | "none";
                        /** @enum {string} */
                        notifyIf: "all" | "requestsOnly" | "none";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            notifyThrough: "all" | "email" | "push" | "none";
                            /** @enum {string} */
                            notifyIf: "all" | "requestsOnly" | "none";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agent-onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks the onboarding wizard done (spec 002 §4.8: finished or skipped), so that sign-in leads to the dashboard. Calling it again changes nothing. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            uid: string;
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceName: string;
                            workspaceEmails: string[];
                            workspacePhotoURL: string | null;
                            ownerId: string;
                            isPersonal: boolean;
                            joinedAt: string;
                            loadTokens: number;
                            hasSubscription: boolean;
                            limits: {
                                maxAgents: number | "infinity";
                                maxConcurrentCalls: number;
                                maxClients: number;
                                workspaceSeats: number;
                                twilioPhoneNumberSlots: number;
                                clientSeats?: number;
                                maxMonthlyCredits?: number;
                                maxKbDocsCharCount?: number;
                                channels?: ("whatsapp" | "telegram" | "instagram" | "messenger")[];
                            };
                            /** @enum {string} */
                            role: "owner" | "admin" | "member";
                            isAgentOnboardingDone: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The workspace photo (multipart/form-data, one png, jpg, jpeg, webp picture up to 5 MB), kept as a 256x256 PNG. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            uid: string;
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceName: string;
                            workspaceEmails: string[];
                            workspacePhotoURL: string | null;
                            ownerId: string;
                            isPersonal: boolean;
                            joinedAt: string;
                            loadTokens: number;
                            hasSubscription: boolean;
                            limits: {
                                maxAgents: number | "infinity";
                                maxConcurrentCalls: number;
                                maxClients: number;
                                workspaceSeats: number;
                                twilioPhoneNumberSlots: number;
                                clientSeats?: number;
                                maxMonthlyCredits?: number;
                                maxKbDocsCharCount?: number;
                                channels?: ("whatsapp" | "telegram" | "instagram" | "messenger")[];
                            };
                            /** @enum {string} */
                            role: "owner" | "admin" | "member";
                            isAgentOnboardingDone: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            workspaceSecret: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agents: {
                                ID: string;
                                title: string;
                                description: string;
                                roundedImageURL: string | null;
                                lastModified: number;
                                starred: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agentName: string;
                        /**
                         * @default blank-template
                         * @enum {string}
                         */
                        agentTemplate?: "customer-support" | "real-estate-agent" | "health-care-agent" | "confirm-email" | "make-appointment" | "blank-template" | "game-npc";
                        /**
                         * @default vg
                         * @enum {string}
                         */
                        agentPlatform?: "vg" | "vf";
                        /**
                         * @default light
                         * @enum {string}
                         */
                        colorScheme?: "light" | "dark";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agentCreated: {
                                ID: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agents/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agentTemplate: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agentCreated: {
                                ID: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agent: {
                                ID: string;
                                /** @enum {string} */
                                agentPlatform: "vg" | "vf" | "oai-assistants";
                                /** @enum {string} */
                                vectorDb?: "postgres" | "firebase";
                                storageID?: string;
                                ownerID: string;
                                /** @enum {string} */
                                region?: "voiceglow-eu" | "(default)";
                                ownerEmail?: string;
                                title: string;
                                description: string;
                                theme: string;
                                roundedImageURL: string;
                                rectangleImageURL?: string;
                                chatBgURL: string;
                                avatarImageURL?: string;
                                headerImageURL?: string;
                                bannerImageURL?: string;
                                fontFamily?: string;
                                branding: string;
                                customThemeJSONString?: string;
                                ADVANCED_customCSS?: string;
                                /** @enum {string} */
                                buttonsLayout?: "horizontal" | "vertical" | "in-footer";
                                messageDelayMS: number;
                                scrollAnimation: boolean;
                                proactiveMessage: string;
                                acceptFileUpload?: boolean;
                                recordChatHistory: boolean;
                                autoStartWidget: boolean;
                                autoOpenWidget?: boolean;
                                allTimeTriggers?: boolean;
                                syncBrowser: boolean;
                                delayBeforeSubmit?: number;
                                listenForUrlChanges: boolean;
                                chatForget?: boolean;
                                lang: string;
                                enableAudioSupport?: boolean;
                                AITranslateTo?: string;
                                enableAITranslate?: boolean;
                                disableNoReplyListener?: boolean;
                                messagesLimit?: number;
                                enableHumanHandoff?: boolean;
                                alwaysShowHandoff?: boolean;
                                manualControl?: boolean;
                                enableVGHandoff?: boolean;
                                fixedHandoffPopup?: boolean;
                                UIhandoffTitle: string;
                                UIhandoffSubtitle: string;
                                /** @enum {string} */
                                handoffButtonType?: "default" | "intent" | "link" | "hidden";
                                /** Format: uri */
                                handoffLink?: string;
                                handoffTimeout?: number;
                                isDeployed?: boolean;
                                tokensUsage?: number;
                                maxTokensUsage: number;
                                lastModified: number;
                                enableGeoAnalytics: boolean;
                                starred?: boolean;
                                allowedDomains?: string[];
                                allowedImageHosts?: string[];
                                whatsappToken?: string;
                                whatsappNumberId?: string;
                                whatsappBusniessId?: string;
                                waTestNumber?: string;
                                whatsappPhoneNumber?: string;
                                waVerifyPassed?: boolean;
                                waTestPassed?: boolean;
                                webhookUrl?: string;
                                smartInit?: boolean;
                                instagramVerified?: boolean;
                                instagramAccessToken?: string;
                                instagramOptions?: {
                                    pageId?: string;
                                };
                                vapi?: {
                                    id?: string;
                                };
                                gcloudClientEmail?: string;
                                gcloudPrivateKey?: string;
                                vg_initPrompt: string;
                                vg_prompt?: string;
                                vg_initMessages: string[];
                                vg_systemPrompt: string;
                                vg_temperature: number;
                                vg_defaultModel: string;
                                vg_maxTokens: number;
                                vg_kbDefaultDimension: number;
                                vg_kbTopChunks?: number;
                                vg_kbCharCount?: number;
                                vg_kbDocsNum?: number;
                                vg_enableUIEngine: boolean;
                                vg_enableAboutContext?: boolean;
                                vg_kb_llm?: {
                                    /** @enum {string} */
                                    searchMethod?: "smart" | "simple";
                                    searchPrompt?: string;
                                    modelId?: string;
                                    temprature?: number;
                                    maxTokens?: number;
                                };
                                vgOptions: {
                                    maxChunkSize: number;
                                };
                                ifKnowsThreshold?: number;
                                enableQuickFileUpload?: boolean;
                                translateUserResponse?: boolean;
                                flowise?: {
                                    webhookUrl?: string;
                                    webhookSecret?: string;
                                };
                                vfSettings?: {
                                    enableIgnoreUrlPaths?: boolean;
                                    /** Format: uri */
                                    runtimeUrl?: string;
                                    versionID?: string;
                                };
                                vapiConfig: {
                                    enableVapiOnWeb?: boolean;
                                    overrideWithVG?: boolean;
                                    promptOnWeb: boolean;
                                    maxCostMonthly?: number;
                                    maxMinutesMonthly?: number;
                                };
                                ui?: {
                                    enableFixedFeedbackBtns?: boolean;
                                    voiceQuestionLabel?: string;
                                    voiceContinueLabel?: string;
                                    voiceDismissLabel?: string;
                                    widgetType?: string;
                                    showWhatsappButtonOnWeb?: boolean;
                                };
                                tabs?: {
                                    [key: string]: unknown;
                                }[];
                                assignedToolsIds?: string[];
                                tools?: {
                                    [key: string]: unknown;
                                }[];
                                enableNodes: boolean;
                                nodes: {
                                    id: string;
                                    /** @enum {string} */
                                    type: "start" | "note" | "default" | "end";
                                    position: {
                                        x: number;
                                        y: number;
                                    };
                                    /** @default {} */
                                    data: {
                                        [key: string]: unknown;
                                    };
                                }[];
                                voiceConfig: {
                                    config: {
                                        recordAudio: boolean;
                                        enableWebCalling: boolean;
                                        backgroundNoise: string;
                                    };
                                    transcriber: {
                                        provider: string;
                                        modelId: string;
                                        utteranceThreshold: number;
                                        language: string;
                                    };
                                    speechGen: {
                                        provider: string;
                                        voiceId: string;
                                    };
                                };
                                internal: {
                                    /** @enum {string} */
                                    accountCreationConfig: "v2";
                                    websocketServer?: string;
                                };
                                SECRET_API_KEY: string;
                            };
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                            widgetScriptUrl: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Publish: replaces the whole agent document. Concurrent saves do not merge: the last to commit wins as a whole document. Every save records a version (the newest 20 are kept). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: string;
                        /** @enum {string} */
                        agentPlatform: "vg" | "vf" | "oai-assistants";
                        /** @enum {string} */
                        vectorDb?: "postgres" | "firebase";
                        storageID?: string;
                        ownerID?: string;
                        /** @enum {string} */
                        region?: "voiceglow-eu" | "(default)";
                        ownerEmail?: string;
                        title: string;
                        description: string;
                        theme: string;
                        roundedImageURL: string;
                        rectangleImageURL?: string;
                        chatBgURL: string;
                        avatarImageURL?: string;
                        headerImageURL?: string;
                        bannerImageURL?: string;
                        fontFamily?: string;
                        branding: string;
                        customThemeJSONString?: string;
                        ADVANCED_customCSS?: string;
                        /** @enum {string} */
                        buttonsLayout?: "horizontal" | "vertical" | "in-footer";
                        messageDelayMS: number;
                        scrollAnimation: boolean;
                        proactiveMessage: string;
                        acceptFileUpload?: boolean;
                        recordChatHistory: boolean;
                        autoStartWidget: boolean;
                        autoOpenWidget?: boolean;
                        allTimeTriggers?: boolean;
                        syncBrowser: boolean;
                        delayBeforeSubmit?: number;
                        listenForUrlChanges: boolean;
                        chatForget?: boolean;
                        lang: string;
                        enableAudioSupport?: boolean;
                        AITranslateTo?: string;
                        enableAITranslate?: boolean;
                        disableNoReplyListener?: boolean;
                        messagesLimit?: number;
                        enableHumanHandoff?: boolean;
                        alwaysShowHandoff?: boolean;
                        manualControl?: boolean;
                        enableVGHandoff?: boolean;
                        fixedHandoffPopup?: boolean;
                        UIhandoffTitle: string;
                        UIhandoffSubtitle: string;
                        /** @enum {string} */
                        handoffButtonType?: "default" | "intent" | "link" | "hidden";
                        /** Format: uri */
                        handoffLink?: string;
                        handoffTimeout?: number;
                        isDeployed?: boolean;
                        tokensUsage?: number;
                        maxTokensUsage: number;
                        lastModified: number;
                        enableGeoAnalytics: boolean;
                        starred?: boolean;
                        allowedDomains?: string[];
                        allowedImageHosts?: string[];
                        whatsappToken?: string;
                        whatsappNumberId?: string;
                        whatsappBusniessId?: string;
                        waTestNumber?: string;
                        whatsappPhoneNumber?: string;
                        waVerifyPassed?: boolean;
                        waTestPassed?: boolean;
                        webhookUrl?: string;
                        smartInit?: boolean;
                        instagramVerified?: boolean;
                        instagramAccessToken?: string;
                        instagramOptions?: {
                            pageId?: string;
                        };
                        vapi?: {
                            id?: string;
                        };
                        gcloudClientEmail?: string;
                        gcloudPrivateKey?: string;
                        vg_initPrompt: string;
                        vg_prompt?: string;
                        vg_initMessages: string[];
                        vg_systemPrompt: string;
                        vg_temperature: number;
                        vg_defaultModel: string;
                        vg_maxTokens: number;
                        vg_kbDefaultDimension: number;
                        vg_kbTopChunks?: number;
                        vg_kbCharCount?: number;
                        vg_kbDocsNum?: number;
                        vg_enableUIEngine: boolean;
                        vg_enableAboutContext?: boolean;
                        vg_kb_llm?: {
                            /** @enum {string} */
                            searchMethod?: "smart" | "simple";
                            searchPrompt?: string;
                            modelId?: string;
                            temprature?: number;
                            maxTokens?: number;
                        };
                        vgOptions: {
                            maxChunkSize: number;
                        };
                        ifKnowsThreshold?: number;
                        enableQuickFileUpload?: boolean;
                        translateUserResponse?: boolean;
                        flowise?: {
                            webhookUrl?: string;
                            webhookSecret?: string;
                        };
                        vfSettings?: {
                            enableIgnoreUrlPaths?: boolean;
                            /** Format: uri */
                            runtimeUrl?: string;
                            versionID?: string;
                        };
                        vapiConfig: {
                            enableVapiOnWeb?: boolean;
                            overrideWithVG?: boolean;
                            promptOnWeb: boolean;
                            maxCostMonthly?: number;
                            maxMinutesMonthly?: number;
                        };
                        ui?: {
                            enableFixedFeedbackBtns?: boolean;
                            voiceQuestionLabel?: string;
                            voiceContinueLabel?: string;
                            voiceDismissLabel?: string;
                            widgetType?: string;
                            showWhatsappButtonOnWeb?: boolean;
                        };
                        tabs?: {
                            [key: string]: unknown;
                        }[];
                        assignedToolsIds?: string[];
                        tools?: {
                            [key: string]: unknown;
                        }[];
                        enableNodes: boolean;
                        nodes: {
                            id: string;
                            /** @enum {string} */
                            type: "start" | "note" | "default" | "end";
                            position: {
                                x: number;
                                y: number;
                            };
                            /** @default {} */
                            data?: {
                                [key: string]: unknown;
                            };
                        }[];
                        voiceConfig: {
                            config: {
                                recordAudio: boolean;
                                enableWebCalling: boolean;
                                backgroundNoise: string;
                            };
                            transcriber: {
                                provider: string;
                                modelId: string;
                                utteranceThreshold: number;
                                language: string;
                            };
                            speechGen: {
                                provider: string;
                                voiceId: string;
                            };
                        };
                        internal: {
                            /** @enum {string} */
                            accountCreationConfig: "v2";
                            websocketServer?: string;
                        };
                        SECRET_API_KEY?: string | "";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agent: {
                                ID: string;
                                /** @enum {string} */
                                agentPlatform: "vg" | "vf" | "oai-assistants";
                                /** @enum {string} */
                                vectorDb?: "postgres" | "firebase";
                                storageID?: string;
                                ownerID: string;
                                /** @enum {string} */
                                region?: "voiceglow-eu" | "(default)";
                                ownerEmail?: string;
                                title: string;
                                description: string;
                                theme: string;
                                roundedImageURL: string;
                                rectangleImageURL?: string;
                                chatBgURL: string;
                                avatarImageURL?: string;
                                headerImageURL?: string;
                                bannerImageURL?: string;
                                fontFamily?: string;
                                branding: string;
                                customThemeJSONString?: string;
                                ADVANCED_customCSS?: string;
                                /** @enum {string} */
                                buttonsLayout?: "horizontal" | "vertical" | "in-footer";
                                messageDelayMS: number;
                                scrollAnimation: boolean;
                                proactiveMessage: string;
                                acceptFileUpload?: boolean;
                                recordChatHistory: boolean;
                                autoStartWidget: boolean;
                                autoOpenWidget?: boolean;
                                allTimeTriggers?: boolean;
                                syncBrowser: boolean;
                                delayBeforeSubmit?: number;
                                listenForUrlChanges: boolean;
                                chatForget?: boolean;
                                lang: string;
                                enableAudioSupport?: boolean;
                                AITranslateTo?: string;
                                enableAITranslate?: boolean;
                                disableNoReplyListener?: boolean;
                                messagesLimit?: number;
                                enableHumanHandoff?: boolean;
                                alwaysShowHandoff?: boolean;
                                manualControl?: boolean;
                                enableVGHandoff?: boolean;
                                fixedHandoffPopup?: boolean;
                                UIhandoffTitle: string;
                                UIhandoffSubtitle: string;
                                /** @enum {string} */
                                handoffButtonType?: "default" | "intent" | "link" | "hidden";
                                /** Format: uri */
                                handoffLink?: string;
                                handoffTimeout?: number;
                                isDeployed?: boolean;
                                tokensUsage?: number;
                                maxTokensUsage: number;
                                lastModified: number;
                                enableGeoAnalytics: boolean;
                                starred?: boolean;
                                allowedDomains?: string[];
                                allowedImageHosts?: string[];
                                whatsappToken?: string;
                                whatsappNumberId?: string;
                                whatsappBusniessId?: string;
                                waTestNumber?: string;
                                whatsappPhoneNumber?: string;
                                waVerifyPassed?: boolean;
                                waTestPassed?: boolean;
                                webhookUrl?: string;
                                smartInit?: boolean;
                                instagramVerified?: boolean;
                                instagramAccessToken?: string;
                                instagramOptions?: {
                                    pageId?: string;
                                };
                                vapi?: {
                                    id?: string;
                                };
                                gcloudClientEmail?: string;
                                gcloudPrivateKey?: string;
                                vg_initPrompt: string;
                                vg_prompt?: string;
                                vg_initMessages: string[];
                                vg_systemPrompt: string;
                                vg_temperature: number;
                                vg_defaultModel: string;
                                vg_maxTokens: number;
                                vg_kbDefaultDimension: number;
                                vg_kbTopChunks?: number;
                                vg_kbCharCount?: number;
                                vg_kbDocsNum?: number;
                                vg_enableUIEngine: boolean;
                                vg_enableAboutContext?: boolean;
                                vg_kb_llm?: {
                                    /** @enum {string} */
                                    searchMethod?: "smart" | "simple";
                                    searchPrompt?: string;
                                    modelId?: string;
                                    temprature?: number;
                                    maxTokens?: number;
                                };
                                vgOptions: {
                                    maxChunkSize: number;
                                };
                                ifKnowsThreshold?: number;
                                enableQuickFileUpload?: boolean;
                                translateUserResponse?: boolean;
                                flowise?: {
                                    webhookUrl?: string;
                                    webhookSecret?: string;
                                };
                                vfSettings?: {
                                    enableIgnoreUrlPaths?: boolean;
                                    /** Format: uri */
                                    runtimeUrl?: string;
                                    versionID?: string;
                                };
                                vapiConfig: {
                                    enableVapiOnWeb?: boolean;
                                    overrideWithVG?: boolean;
                                    promptOnWeb: boolean;
                                    maxCostMonthly?: number;
                                    maxMinutesMonthly?: number;
                                };
                                ui?: {
                                    enableFixedFeedbackBtns?: boolean;
                                    voiceQuestionLabel?: string;
                                    voiceContinueLabel?: string;
                                    voiceDismissLabel?: string;
                                    widgetType?: string;
                                    showWhatsappButtonOnWeb?: boolean;
                                };
                                tabs?: {
                                    [key: string]: unknown;
                                }[];
                                assignedToolsIds?: string[];
                                tools?: {
                                    [key: string]: unknown;
                                }[];
                                enableNodes: boolean;
                                nodes: {
                                    id: string;
                                    /** @enum {string} */
                                    type: "start" | "note" | "default" | "end";
                                    position: {
                                        x: number;
                                        y: number;
                                    };
                                    /** @default {} */
                                    data: {
                                        [key: string]: unknown;
                                    };
                                }[];
                                voiceConfig: {
                                    config: {
                                        recordAudio: boolean;
                                        enableWebCalling: boolean;
                                        backgroundNoise: string;
                                    };
                                    transcriber: {
                                        provider: string;
                                        modelId: string;
                                        utteranceThreshold: number;
                                        language: string;
                                    };
                                    speechGen: {
                                        provider: string;
                                        voiceId: string;
                                    };
                                };
                                internal: {
                                    /** @enum {string} */
                                    accountCreationConfig: "v2";
                                    websocketServer?: string;
                                };
                                SECRET_API_KEY: string;
                            };
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                            widgetScriptUrl: string;
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        starred: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agentCreated: {
                                ID: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agentTemplate: {
                                /** @enum {string} */
                                agentPlatform: "vg" | "vf" | "oai-assistants";
                                /** @enum {string} */
                                vectorDb?: "postgres" | "firebase";
                                storageID?: string;
                                /** @enum {string} */
                                region?: "voiceglow-eu" | "(default)";
                                ownerEmail?: string;
                                title: string;
                                description: string;
                                theme: string;
                                roundedImageURL: string;
                                rectangleImageURL?: string;
                                chatBgURL: string;
                                avatarImageURL?: string;
                                headerImageURL?: string;
                                bannerImageURL?: string;
                                fontFamily?: string;
                                branding: string;
                                customThemeJSONString?: string;
                                ADVANCED_customCSS?: string;
                                /** @enum {string} */
                                buttonsLayout?: "horizontal" | "vertical" | "in-footer";
                                messageDelayMS: number;
                                scrollAnimation: boolean;
                                proactiveMessage: string;
                                acceptFileUpload?: boolean;
                                recordChatHistory: boolean;
                                autoStartWidget: boolean;
                                autoOpenWidget?: boolean;
                                allTimeTriggers?: boolean;
                                syncBrowser: boolean;
                                delayBeforeSubmit?: number;
                                listenForUrlChanges: boolean;
                                chatForget?: boolean;
                                lang: string;
                                enableAudioSupport?: boolean;
                                AITranslateTo?: string;
                                enableAITranslate?: boolean;
                                disableNoReplyListener?: boolean;
                                messagesLimit?: number;
                                enableHumanHandoff?: boolean;
                                alwaysShowHandoff?: boolean;
                                manualControl?: boolean;
                                enableVGHandoff?: boolean;
                                fixedHandoffPopup?: boolean;
                                UIhandoffTitle: string;
                                UIhandoffSubtitle: string;
                                /** @enum {string} */
                                handoffButtonType?: "default" | "intent" | "link" | "hidden";
                                /** Format: uri */
                                handoffLink?: string;
                                handoffTimeout?: number;
                                isDeployed?: boolean;
                                tokensUsage?: number;
                                maxTokensUsage: number;
                                lastModified: number;
                                enableGeoAnalytics: boolean;
                                starred?: boolean;
                                allowedDomains?: string[];
                                allowedImageHosts?: string[];
                                whatsappToken?: string;
                                whatsappNumberId?: string;
                                whatsappBusniessId?: string;
                                waTestNumber?: string;
                                whatsappPhoneNumber?: string;
                                waVerifyPassed?: boolean;
                                waTestPassed?: boolean;
                                webhookUrl?: string;
                                smartInit?: boolean;
                                instagramVerified?: boolean;
                                instagramAccessToken?: string;
                                instagramOptions?: {
                                    pageId?: string;
                                };
                                vapi?: {
                                    id?: string;
                                };
                                gcloudClientEmail?: string;
                                gcloudPrivateKey?: string;
                                vg_initPrompt: string;
                                vg_prompt?: string;
                                vg_initMessages: string[];
                                vg_systemPrompt: string;
                                vg_temperature: number;
                                vg_defaultModel: string;
                                vg_maxTokens: number;
                                vg_kbDefaultDimension: number;
                                vg_kbTopChunks?: number;
                                vg_kbCharCount?: number;
                                vg_kbDocsNum?: number;
                                vg_enableUIEngine: boolean;
                                vg_enableAboutContext?: boolean;
                                vg_kb_llm?: {
                                    /** @enum {string} */
                                    searchMethod?: "smart" | "simple";
                                    searchPrompt?: string;
                                    modelId?: string;
                                    temprature?: number;
                                    maxTokens?: number;
                                };
                                vgOptions: {
                                    maxChunkSize: number;
                                };
                                ifKnowsThreshold?: number;
                                enableQuickFileUpload?: boolean;
                                translateUserResponse?: boolean;
                                flowise?: {
                                    webhookUrl?: string;
                                    webhookSecret?: string;
                                };
                                vfSettings?: {
                                    enableIgnoreUrlPaths?: boolean;
                                    /** Format: uri */
                                    runtimeUrl?: string;
                                    versionID?: string;
                                };
                                vapiConfig: {
                                    enableVapiOnWeb?: boolean;
                                    overrideWithVG?: boolean;
                                    promptOnWeb: boolean;
                                    maxCostMonthly?: number;
                                    maxMinutesMonthly?: number;
                                };
                                ui?: {
                                    enableFixedFeedbackBtns?: boolean;
                                    voiceQuestionLabel?: string;
                                    voiceContinueLabel?: string;
                                    voiceDismissLabel?: string;
                                    widgetType?: string;
                                    showWhatsappButtonOnWeb?: boolean;
                                };
                                tabs?: {
                                    [key: string]: unknown;
                                }[];
                                assignedToolsIds?: string[];
                                tools?: {
                                    [key: string]: unknown;
                                }[];
                                enableNodes: boolean;
                                nodes: {
                                    id: string;
                                    /** @enum {string} */
                                    type: "start" | "note" | "default" | "end";
                                    position: {
                                        x: number;
                                        y: number;
                                    };
                                    /** @default {} */
                                    data: {
                                        [key: string]: unknown;
                                    };
                                }[];
                                voiceConfig: {
                                    config: {
                                        recordAudio: boolean;
                                        enableWebCalling: boolean;
                                        backgroundNoise: string;
                                    };
                                    transcriber: {
                                        provider: string;
                                        modelId: string;
                                        utteranceThreshold: number;
                                        language: string;
                                    };
                                    speechGen: {
                                        provider: string;
                                        voiceId: string;
                                    };
                                };
                                internal: {
                                    /** @enum {string} */
                                    accountCreationConfig: "v2";
                                    websocketServer?: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            versions: {
                                id: number;
                                createdAt: string;
                                title: string;
                                lastModified: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/versions/{versionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                    versionId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            version: {
                                id: number;
                                createdAt: string;
                                title: string;
                                lastModified: number;
                            };
                            agent: {
                                ID: string;
                                /** @enum {string} */
                                agentPlatform: "vg" | "vf" | "oai-assistants";
                                /** @enum {string} */
                                vectorDb?: "postgres" | "firebase";
                                storageID?: string;
                                ownerID: string;
                                /** @enum {string} */
                                region?: "voiceglow-eu" | "(default)";
                                ownerEmail?: string;
                                title: string;
                                description: string;
                                theme: string;
                                roundedImageURL: string;
                                rectangleImageURL?: string;
                                chatBgURL: string;
                                avatarImageURL?: string;
                                headerImageURL?: string;
                                bannerImageURL?: string;
                                fontFamily?: string;
                                branding: string;
                                customThemeJSONString?: string;
                                ADVANCED_customCSS?: string;
                                /** @enum {string} */
                                buttonsLayout?: "horizontal" | "vertical" | "in-footer";
                                messageDelayMS: number;
                                scrollAnimation: boolean;
                                proactiveMessage: string;
                                acceptFileUpload?: boolean;
                                recordChatHistory: boolean;
                                autoStartWidget: boolean;
                                autoOpenWidget?: boolean;
                                allTimeTriggers?: boolean;
                                syncBrowser: boolean;
                                delayBeforeSubmit?: number;
                                listenForUrlChanges: boolean;
                                chatForget?: boolean;
                                lang: string;
                                enableAudioSupport?: boolean;
                                AITranslateTo?: string;
                                enableAITranslate?: boolean;
                                disableNoReplyListener?: boolean;
                                messagesLimit?: number;
                                enableHumanHandoff?: boolean;
                                alwaysShowHandoff?: boolean;
                                manualControl?: boolean;
                                enableVGHandoff?: boolean;
                                fixedHandoffPopup?: boolean;
                                UIhandoffTitle: string;
                                UIhandoffSubtitle: string;
                                /** @enum {string} */
                                handoffButtonType?: "default" | "intent" | "link" | "hidden";
                                /** Format: uri */
                                handoffLink?: string;
                                handoffTimeout?: number;
                                isDeployed?: boolean;
                                tokensUsage?: number;
                                maxTokensUsage: number;
                                lastModified: number;
                                enableGeoAnalytics: boolean;
                                starred?: boolean;
                                allowedDomains?: string[];
                                allowedImageHosts?: string[];
                                whatsappToken?: string;
                                whatsappNumberId?: string;
                                whatsappBusniessId?: string;
                                waTestNumber?: string;
                                whatsappPhoneNumber?: string;
                                waVerifyPassed?: boolean;
                                waTestPassed?: boolean;
                                webhookUrl?: string;
                                smartInit?: boolean;
                                instagramVerified?: boolean;
                                instagramAccessToken?: string;
                                instagramOptions?: {
                                    pageId?: string;
                                };
                                vapi?: {
                                    id?: string;
                                };
                                gcloudClientEmail?: string;
                                gcloudPrivateKey?: string;
                                vg_initPrompt: string;
                                vg_prompt?: string;
                                vg_initMessages: string[];
                                vg_systemPrompt: string;
                                vg_temperature: number;
                                vg_defaultModel: string;
                                vg_maxTokens: number;
                                vg_kbDefaultDimension: number;
                                vg_kbTopChunks?: number;
                                vg_kbCharCount?: number;
                                vg_kbDocsNum?: number;
                                vg_enableUIEngine: boolean;
                                vg_enableAboutContext?: boolean;
                                vg_kb_llm?: {
                                    /** @enum {string} */
                                    searchMethod?: "smart" | "simple";
                                    searchPrompt?: string;
                                    modelId?: string;
                                    temprature?: number;
                                    maxTokens?: number;
                                };
                                vgOptions: {
                                    maxChunkSize: number;
                                };
                                ifKnowsThreshold?: number;
                                enableQuickFileUpload?: boolean;
                                translateUserResponse?: boolean;
                                flowise?: {
                                    webhookUrl?: string;
                                    webhookSecret?: string;
                                };
                                vfSettings?: {
                                    enableIgnoreUrlPaths?: boolean;
                                    /** Format: uri */
                                    runtimeUrl?: string;
                                    versionID?: string;
                                };
                                vapiConfig: {
                                    enableVapiOnWeb?: boolean;
                                    overrideWithVG?: boolean;
                                    promptOnWeb: boolean;
                                    maxCostMonthly?: number;
                                    maxMinutesMonthly?: number;
                                };
                                ui?: {
                                    enableFixedFeedbackBtns?: boolean;
                                    voiceQuestionLabel?: string;
                                    voiceContinueLabel?: string;
                                    voiceDismissLabel?: string;
                                    widgetType?: string;
                                    showWhatsappButtonOnWeb?: boolean;
                                };
                                tabs?: {
                                    [key: string]: unknown;
                                }[];
                                assignedToolsIds?: string[];
                                tools?: {
                                    [key: string]: unknown;
                                }[];
                                enableNodes: boolean;
                                nodes: {
                                    id: string;
                                    /** @enum {string} */
                                    type: "start" | "note" | "default" | "end";
                                    position: {
                                        x: number;
                                        y: number;
                                    };
                                    /** @default {} */
                                    data: {
                                        [key: string]: unknown;
                                    };
                                }[];
                                voiceConfig: {
                                    config: {
                                        recordAudio: boolean;
                                        enableWebCalling: boolean;
                                        backgroundNoise: string;
                                    };
                                    transcriber: {
                                        provider: string;
                                        modelId: string;
                                        utteranceThreshold: number;
                                        language: string;
                                    };
                                    speechGen: {
                                        provider: string;
                                        voiceId: string;
                                    };
                                };
                                internal: {
                                    /** @enum {string} */
                                    accountCreationConfig: "v2";
                                    websocketServer?: string;
                                };
                                SECRET_API_KEY: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/versions/{versionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                    versionId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agent: {
                                ID: string;
                                /** @enum {string} */
                                agentPlatform: "vg" | "vf" | "oai-assistants";
                                /** @enum {string} */
                                vectorDb?: "postgres" | "firebase";
                                storageID?: string;
                                ownerID: string;
                                /** @enum {string} */
                                region?: "voiceglow-eu" | "(default)";
                                ownerEmail?: string;
                                title: string;
                                description: string;
                                theme: string;
                                roundedImageURL: string;
                                rectangleImageURL?: string;
                                chatBgURL: string;
                                avatarImageURL?: string;
                                headerImageURL?: string;
                                bannerImageURL?: string;
                                fontFamily?: string;
                                branding: string;
                                customThemeJSONString?: string;
                                ADVANCED_customCSS?: string;
                                /** @enum {string} */
                                buttonsLayout?: "horizontal" | "vertical" | "in-footer";
                                messageDelayMS: number;
                                scrollAnimation: boolean;
                                proactiveMessage: string;
                                acceptFileUpload?: boolean;
                                recordChatHistory: boolean;
                                autoStartWidget: boolean;
                                autoOpenWidget?: boolean;
                                allTimeTriggers?: boolean;
                                syncBrowser: boolean;
                                delayBeforeSubmit?: number;
                                listenForUrlChanges: boolean;
                                chatForget?: boolean;
                                lang: string;
                                enableAudioSupport?: boolean;
                                AITranslateTo?: string;
                                enableAITranslate?: boolean;
                                disableNoReplyListener?: boolean;
                                messagesLimit?: number;
                                enableHumanHandoff?: boolean;
                                alwaysShowHandoff?: boolean;
                                manualControl?: boolean;
                                enableVGHandoff?: boolean;
                                fixedHandoffPopup?: boolean;
                                UIhandoffTitle: string;
                                UIhandoffSubtitle: string;
                                /** @enum {string} */
                                handoffButtonType?: "default" | "intent" | "link" | "hidden";
                                /** Format: uri */
                                handoffLink?: string;
                                handoffTimeout?: number;
                                isDeployed?: boolean;
                                tokensUsage?: number;
                                maxTokensUsage: number;
                                lastModified: number;
                                enableGeoAnalytics: boolean;
                                starred?: boolean;
                                allowedDomains?: string[];
                                allowedImageHosts?: string[];
                                whatsappToken?: string;
                                whatsappNumberId?: string;
                                whatsappBusniessId?: string;
                                waTestNumber?: string;
                                whatsappPhoneNumber?: string;
                                waVerifyPassed?: boolean;
                                waTestPassed?: boolean;
                                webhookUrl?: string;
                                smartInit?: boolean;
                                instagramVerified?: boolean;
                                instagramAccessToken?: string;
                                instagramOptions?: {
                                    pageId?: string;
                                };
                                vapi?: {
                                    id?: string;
                                };
                                gcloudClientEmail?: string;
                                gcloudPrivateKey?: string;
                                vg_initPrompt: string;
                                vg_prompt?: string;
                                vg_initMessages: string[];
                                vg_systemPrompt: string;
                                vg_temperature: number;
                                vg_defaultModel: string;
                                vg_maxTokens: number;
                                vg_kbDefaultDimension: number;
                                vg_kbTopChunks?: number;
                                vg_kbCharCount?: number;
                                vg_kbDocsNum?: number;
                                vg_enableUIEngine: boolean;
                                vg_enableAboutContext?: boolean;
                                vg_kb_llm?: {
                                    /** @enum {string} */
                                    searchMethod?: "smart" | "simple";
                                    searchPrompt?: string;
                                    modelId?: string;
                                    temprature?: number;
                                    maxTokens?: number;
                                };
                                vgOptions: {
                                    maxChunkSize: number;
                                };
                                ifKnowsThreshold?: number;
                                enableQuickFileUpload?: boolean;
                                translateUserResponse?: boolean;
                                flowise?: {
                                    webhookUrl?: string;
                                    webhookSecret?: string;
                                };
                                vfSettings?: {
                                    enableIgnoreUrlPaths?: boolean;
                                    /** Format: uri */
                                    runtimeUrl?: string;
                                    versionID?: string;
                                };
                                vapiConfig: {
                                    enableVapiOnWeb?: boolean;
                                    overrideWithVG?: boolean;
                                    promptOnWeb: boolean;
                                    maxCostMonthly?: number;
                                    maxMinutesMonthly?: number;
                                };
                                ui?: {
                                    enableFixedFeedbackBtns?: boolean;
                                    voiceQuestionLabel?: string;
                                    voiceContinueLabel?: string;
                                    voiceDismissLabel?: string;
                                    widgetType?: string;
                                    showWhatsappButtonOnWeb?: boolean;
                                };
                                tabs?: {
                                    [key: string]: unknown;
                                }[];
                                assignedToolsIds?: string[];
                                tools?: {
                                    [key: string]: unknown;
                                }[];
                                enableNodes: boolean;
                                nodes: {
                                    id: string;
                                    /** @enum {string} */
                                    type: "start" | "note" | "default" | "end";
                                    position: {
                                        x: number;
                                        y: number;
                                    };
                                    /** @default {} */
                                    data: {
                                        [key: string]: unknown;
                                    };
                                }[];
                                voiceConfig: {
                                    config: {
                                        recordAudio: boolean;
                                        enableWebCalling: boolean;
                                        backgroundNoise: string;
                                    };
                                    transcriber: {
                                        provider: string;
                                        modelId: string;
                                        utteranceThreshold: number;
                                        language: string;
                                    };
                                    speechGen: {
                                        provider: string;
                                        voiceId: string;
                                    };
                                };
                                internal: {
                                    /** @enum {string} */
                                    accountCreationConfig: "v2";
                                    websocketServer?: string;
                                };
                                SECRET_API_KEY: string;
                            };
                            /** @enum {string} */
                            region: "na" | "eu";
                            workspaceUid: string;
                            widgetScriptUrl: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agents/{agentId}/vf-api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasApiKey: boolean;
                            apiKeyHint: string | null;
                        };
                    };
                };
            };
        };
        /** @description Saves a `vf` agent's flow-runtime API key. Write-only: no answer ever contains it, only whether one is saved and its last four characters. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        apiKey: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasApiKey: boolean;
                            apiKeyHint: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agent-wizard/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The logo for the agent the wizard is about to create (multipart/form-data, one png, jpg, jpeg, gif, webp picture up to 0.5 MB), redrawn and kept; its url is then sent as the creation's logoUrl. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                            path: string;
                            id: string;
                            dbFilePath: string;
                            filename: string;
                            sizeKB: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agents/from-website": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Creates an agent from a company's website in one call: a system prompt written from the site, the widget theme from the brand colour, a proactive message, and a crawl of the whole site into its knowledge base (queued; its progress shows in the Knowledge tab). A website that cannot be read answers 422 with a message starting 'Unable to analyze website branding'. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        companyName: string;
                        website: string;
                        description: string;
                        brandColor: string;
                        /**
                         * @default light
                         * @enum {string}
                         */
                        themeType?: "light" | "dark";
                        /**
                         * Format: uri
                         * @default null
                         */
                        logoUrl?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agentCreated: {
                                ID: string;
                            };
                            title: string;
                            crawlId: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/users/{ownerId}/check-credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    agentId?: string;
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                    ownerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            continue: boolean;
                            hasEverPaid: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/public/agents/{agentId}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                shouldContinue: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/test-mode/checkout/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Test mode only: the plan, its monthly price and where Back leads. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sessionId: string;
                            /** @enum {string} */
                            status: "open" | "complete";
                            productName: string;
                            amountCents: number;
                            currency: string;
                            cancelUrl: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/test-mode/checkout/{sessionId}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Test mode only: pays the checkout with a test card number (4242 pays, 0002 is declined, 3155 asks for 3-D Secure). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        number: string;
                        expMonth: number;
                        expYear: number;
                        cvc: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "complete";
                            redirectUrl: string;
                        } | {
                            /** @enum {string} */
                            status: "requires_action";
                            paymentId: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/test-mode/checkout/{sessionId}/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Test mode only: the checkout card's 3-D Secure step, passed or failed. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paymentId: string;
                        authenticated: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "complete";
                            redirectUrl: string;
                        } | {
                            /** @enum {string} */
                            status: "requires_action";
                            paymentId: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            /** @enum {string} */
                            status: "active" | "canceled" | "trialing" | "past_due" | "unpaid" | "pending";
                            renewalDate: string | null;
                            credits: {
                                used: number;
                                total: number;
                            };
                            cancels: boolean;
                            cancelsAt: number | null;
                            usdBalance: number;
                            /** @enum {string} */
                            planId: "free" | "pay_as_you_go_monthly" | "pay_as_you_go_yearly" | "enterprise";
                            /** @enum {string|null} */
                            cycle: "monthly" | "yearly" | null;
                            costThisMonth: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            countryCode: string;
                            discountCode: string | null;
                            paymentMethod: {
                                brand: string;
                                last4: string;
                                exp_month: number;
                                exp_year: number;
                            } | null;
                            addons: {
                                /** @enum {string} */
                                addonKey: "whitelabel-new" | "workspace-seat" | "client_seat" | "concurrent-call-line" | "twilio-phone-number";
                                hasAddon: boolean;
                                quantity: number;
                            }[];
                            autoRecharge: {
                                enabled: boolean;
                                threshold: number;
                                amount: number;
                            };
                            /** @enum {string} */
                            mode: "stripe" | "sandbox";
                            modeLabel: string | null;
                            publishableKey: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        planId: "pay_as_you_go_monthly" | "pay_as_you_go_yearly";
                        /** @default {} */
                        addons?: {
                            "whitelabel-new"?: number;
                            "workspace-seat"?: number;
                            client_seat?: number;
                            "concurrent-call-line"?: number;
                            "twilio-phone-number"?: number;
                        };
                        discountCode?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requiresAction: boolean;
                            paymentId: string | null;
                            clientSecret: string | null;
                            amountPaid: number;
                            currency: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/payments/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description After the browser's 3-D Secure step: the payment's outcome, for a subscription or a purchase. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paymentId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requiresAction: boolean;
                            paymentId: string | null;
                            clientSecret: string | null;
                            amountPaid: number;
                            currency: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/subscription/addons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quantities: {
                            "whitelabel-new"?: number;
                            "workspace-seat"?: number;
                            client_seat?: number;
                            "concurrent-call-line"?: number;
                            "twilio-phone-number"?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            addons: {
                                /** @enum {string} */
                                addonKey: "whitelabel-new" | "workspace-seat" | "client_seat" | "concurrent-call-line" | "twilio-phone-number";
                                hasAddon: boolean;
                                quantity: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        reason: "Too expensive" | "Missing features" | "Found a better alternative" | "Temporary need" | "Other";
                        otherReason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/subscription/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/discount-codes/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        /** @enum {string} */
                        planId: "pay_as_you_go_monthly" | "pay_as_you_go_yearly";
                        /** @default {} */
                        addons?: {
                            "whitelabel-new"?: number;
                            "workspace-seat"?: number;
                            client_seat?: number;
                            "concurrent-call-line"?: number;
                            "twilio-phone-number"?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            discount: {
                                valid: boolean;
                                percent_off: number | null;
                                amount_off: number | null;
                                currency: string | null;
                                name: string | null;
                                /** @enum {string} */
                                duration: "forever" | "once" | "repeating";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/subscription/discount-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A discount code for the running subscription, from its next invoice on. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            discount: {
                                valid: boolean;
                                percent_off: number | null;
                                amount_off: number | null;
                                currency: string | null;
                                name: string | null;
                                /** @enum {string} */
                                duration: "forever" | "once" | "repeating";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paymentMethodId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand: string;
                            last4: string;
                            exp_month: number;
                            exp_year: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        credits: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requiresAction: boolean;
                            paymentId: string | null;
                            clientSecret: string | null;
                            amountPaid: number;
                            currency: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/top-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requiresAction: boolean;
                            paymentId: string | null;
                            clientSecret: string | null;
                            amountPaid: number;
                            currency: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/auto-recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description The Automatic Recharge settings: not on the free plan, and only with a saved card. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled: boolean;
                        threshold: number;
                        amount: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            threshold: number;
                            amount: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invoices: {
                                id: string;
                                number: string | null;
                                created: number;
                                /** Format: uri */
                                hosted_invoice_url: string | null;
                                amount_paid: number;
                                currency: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/sandbox/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Test mode only: a Stripe test card becomes a payment method (Stripe.js's step with Stripe). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        number: string;
                        expMonth: number;
                        expYear: number;
                        cvc: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            paymentMethodId: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/billing/sandbox/payments/{paymentId}/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Test mode only: the 3-D Secure step's answer, then the payment's outcome. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        authenticated: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requiresAction: boolean;
                            paymentId: string | null;
                            clientSecret: string | null;
                            amountPaid: number;
                            currency: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/agents/{agentId}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conversationId: string;
                            visitorToken: string;
                            expiresAt: string;
                            messages: {
                                id?: number;
                                /** @enum {string} */
                                role: "user" | "assistant";
                                content: string;
                                createdAt: string;
                                parts?: ({
                                    /** @enum {string} */
                                    type: "buttons";
                                    buttons: {
                                        label: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "carousel";
                                    items: {
                                        /** Format: uri */
                                        imageUrl: string;
                                        title?: string;
                                        /** Format: uri */
                                        url?: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "link-card";
                                    /** Format: uri */
                                    url: string;
                                    title: string;
                                    description?: string;
                                    /** Format: uri */
                                    imageUrl?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "video";
                                    /** Format: uri */
                                    url: string;
                                } | {
                                    /** @enum {string} */
                                    type: "lead-form";
                                    title?: string;
                                    fields: ("name" | "email" | "phone")[];
                                })[];
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/conversations/{conversationId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                id?: number;
                                /** @enum {string} */
                                role: "user" | "assistant";
                                content: string;
                                createdAt: string;
                                parts?: ({
                                    /** @enum {string} */
                                    type: "buttons";
                                    buttons: {
                                        label: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "carousel";
                                    items: {
                                        /** Format: uri */
                                        imageUrl: string;
                                        title?: string;
                                        /** Format: uri */
                                        url?: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "link-card";
                                    /** Format: uri */
                                    url: string;
                                    title: string;
                                    description?: string;
                                    /** Format: uri */
                                    imageUrl?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "video";
                                    /** Format: uri */
                                    url: string;
                                } | {
                                    /** @enum {string} */
                                    type: "lead-form";
                                    title?: string;
                                    fields: ("name" | "email" | "phone")[];
                                })[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Sends a visitor message. The answer streams as server-sent events: `token` events with text, `part` events with rich elements (UI engine), then one `done` event with the summary (answer, responder, latency). Sending the same messageId again replays the first answer without charging. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        messageId: string;
                        text: string;
                        /** Format: uri */
                        pageUrl?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/conversations/{conversationId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The test panel: sends a message in a conversation of the agent as its visitor would, for a member of the agent’s workspace. The answer streams as on the public route, and its `done` summary also has the figures (model, tokens, credits) and the trace (tool calls, retrieved chunks, node transitions). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        messageId: string;
                        text: string;
                        /** Format: uri */
                        pageUrl?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/conversations/{conversationId}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Attaches a file to the visitor's conversation (multipart/form-data, one file), when the agent accepts files. Pictures, PDF, text and CSV files up to 10 MB. The answer's url shows the file to whoever has it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                            path: string;
                            id: string;
                            dbFilePath: string;
                            filename: string;
                            sizeKB: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A file attached in a chat, or a workspace photo. Never changes, so it may be cached for a year. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    fileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The workspace’s conversations, latest activity first, 50 a page; filters combine. */
        get: {
            parameters: {
                query?: {
                    agentId?: string;
                    channel?: "web" | "whatsapp" | "instagram" | "messenger" | "telegram" | "discord" | "voice";
                    state?: "ai" | "human" | "handoff";
                    tag?: string;
                    from?: string;
                    to?: string;
                    q?: string;
                    cursor?: string;
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conversations: {
                                id: string;
                                agentId: string;
                                channel: string;
                                countryCode: string | null;
                                preview: string | null;
                                lastMessageAt: string;
                                createdAt: string;
                                unread: number;
                                tags: string[];
                                /** @enum {string} */
                                state: "ai" | "human" | "handoff";
                                manualControl: boolean;
                                delegatedTo: string | null;
                                ended: boolean;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/conversation-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The organisation’s predefined tags for conversations; with `disallowAnyTags` only they may be used, otherwise they are suggestions. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            predefinedTags: string[];
                            disallowAnyTags: boolean;
                        };
                    };
                };
            };
        };
        /** @description Saves the predefined tags and whether only they may be used. Empty tags are ignored. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        predefinedTags: string[];
                        disallowAnyTags: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            predefinedTags: string[];
                            disallowAnyTags: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/conversations/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Server-sent events: `change` with `{ conversationId }` whenever a conversation of the workspace gets a message or changes hands; `{}` when any may have changed. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/conversations/{conversationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The transcript; opening it marks the visitor’s messages read. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conversation: {
                                id: string;
                                agentId: string;
                                channel: string;
                                countryCode: string | null;
                                preview: string | null;
                                lastMessageAt: string;
                                createdAt: string;
                                unread: number;
                                tags: string[];
                                /** @enum {string} */
                                state: "ai" | "human" | "handoff";
                                manualControl: boolean;
                                delegatedTo: string | null;
                                ended: boolean;
                            };
                            messages: {
                                id: number;
                                /** @enum {string} */
                                role: "user" | "assistant";
                                /** @enum {string|null} */
                                sender: "ai" | "human" | null;
                                content: string;
                                createdAt: string;
                                parts?: ({
                                    /** @enum {string} */
                                    type: "buttons";
                                    buttons: {
                                        label: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "carousel";
                                    items: {
                                        /** Format: uri */
                                        imageUrl: string;
                                        title?: string;
                                        /** Format: uri */
                                        url?: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "link-card";
                                    /** Format: uri */
                                    url: string;
                                    title: string;
                                    description?: string;
                                    /** Format: uri */
                                    imageUrl?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "video";
                                    /** Format: uri */
                                    url: string;
                                } | {
                                    /** @enum {string} */
                                    type: "lead-form";
                                    title?: string;
                                    fields: ("name" | "email" | "phone")[];
                                })[];
                            }[];
                            recordingUrl?: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** @description Deletes the conversation with its messages. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Tags the conversation (only predefined tags when the organisation allows no others), or delegates it to a member (their email; null takes it back). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tags?: string[];
                        /** Format: email */
                        delegatedTo?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            agentId: string;
                            channel: string;
                            countryCode: string | null;
                            preview: string | null;
                            lastMessageAt: string;
                            createdAt: string;
                            unread: number;
                            tags: string[];
                            /** @enum {string} */
                            state: "ai" | "human" | "handoff";
                            manualControl: boolean;
                            delegatedTo: string | null;
                            ended: boolean;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/conversations/{conversationId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The transcript as a file: `format=text` (default) or `json`. */
        get: {
            parameters: {
                query?: {
                    format?: "text" | "json";
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/conversations/{conversationId}/take-over": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Take over: the AI stops answering this conversation until it is returned. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            agentId: string;
                            channel: string;
                            countryCode: string | null;
                            preview: string | null;
                            lastMessageAt: string;
                            createdAt: string;
                            unread: number;
                            tags: string[];
                            /** @enum {string} */
                            state: "ai" | "human" | "handoff";
                            manualControl: boolean;
                            delegatedTo: string | null;
                            ended: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/conversations/{conversationId}/return-to-ai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Return to AI: the AI answers the visitor’s next messages again. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            agentId: string;
                            channel: string;
                            countryCode: string | null;
                            preview: string | null;
                            lastMessageAt: string;
                            createdAt: string;
                            unread: number;
                            tags: string[];
                            /** @enum {string} */
                            state: "ai" | "human" | "handoff";
                            manualControl: boolean;
                            delegatedTo: string | null;
                            ended: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/conversations/{conversationId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A member’s reply in a conversation they took over. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            role: "user" | "assistant";
                            /** @enum {string|null} */
                            sender: "ai" | "human" | null;
                            content: string;
                            createdAt: string;
                            parts?: ({
                                /** @enum {string} */
                                type: "buttons";
                                buttons: {
                                    label: string;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "carousel";
                                items: {
                                    /** Format: uri */
                                    imageUrl: string;
                                    title?: string;
                                    /** Format: uri */
                                    url?: string;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "link-card";
                                /** Format: uri */
                                url: string;
                                title: string;
                                description?: string;
                                /** Format: uri */
                                imageUrl?: string;
                            } | {
                                /** @enum {string} */
                                type: "video";
                                /** Format: uri */
                                url: string;
                            } | {
                                /** @enum {string} */
                                type: "lead-form";
                                title?: string;
                                fields: ("name" | "email" | "phone")[];
                            })[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/conversations/{conversationId}/handoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The visitor asks for a person: the workspace is told, and the chat waits for a member until the agent’s handoff timeout. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            requested: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/conversations/{conversationId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The visitor’s live stream (server-sent events): `message` with a member’s reply, `control` with `{ manualControl }` when a member takes the conversation over or returns it to the AI. Each `message` event’s id is the message’s id: reconnecting with `Last-Event-ID` (a message id from the stream or the history) first sends the replies stored after it and where the conversation stands. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/conversations/{conversationId}/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The visitor's contact details from the chat's lead form; sending again updates them. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        email?: string;
                        phone?: string;
                        customFields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The workspace’s leads, newest first (at most 5000). */
        get: {
            parameters: {
                query?: {
                    agentId?: string;
                    q?: string;
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            leads: {
                                id: string;
                                agentId: string;
                                conversationId: string | null;
                                name: string | null;
                                email: string | null;
                                phone: string | null;
                                /** @enum {string} */
                                origin: "web" | "instagram" | "linkedin" | "facebook" | "whatsapp";
                                /** @enum {string} */
                                status: "new" | "contacted" | "qualified" | "won" | "lost";
                                customFields: {
                                    [key: string]: string;
                                };
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/leads/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The same leads as a CSV file. */
        get: {
            parameters: {
                query?: {
                    agentId?: string;
                    q?: string;
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/leads/{leadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    leadId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "new" | "contacted" | "qualified" | "won" | "lost";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            agentId: string;
                            conversationId: string | null;
                            name: string | null;
                            email: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            origin: "web" | "instagram" | "linkedin" | "facebook" | "whatsapp";
                            /** @enum {string} */
                            status: "new" | "contacted" | "qualified" | "won" | "lost";
                            customFields: {
                                [key: string]: string;
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    agentId?: string;
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            campaigns: {
                                id: string;
                                agentId: string;
                                name: string;
                                /** @enum {string} */
                                kind: "whatsapp" | "voice";
                                /** @enum {string} */
                                status: "draft" | "scheduled" | "running" | "paused" | "completed" | "cancelled";
                                stoppedReason: string | null;
                                schedule: {
                                    startsAt: string | null;
                                    timeZone: string;
                                    days: number[];
                                    hoursFrom: string;
                                    hoursTo: string;
                                };
                                template: {
                                    name: string;
                                    language: string;
                                    variables: string[];
                                } | null;
                                openingLine: string | null;
                                maxSimultaneous: number;
                                retries: {
                                    count: number;
                                    spacingMinutes: number;
                                };
                                contacts: number;
                                totals: {
                                    [key: string]: number;
                                };
                                reached: number;
                                responded: number;
                                creditsSpent: number;
                                createdAt: string;
                                startedAt: string | null;
                                endedAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        agentId: string;
                        /** @enum {string} */
                        kind: "whatsapp" | "voice";
                        schedule?: {
                            /**
                             * Format: date-time
                             * @default null
                             */
                            startsAt?: string | null;
                            /** @default UTC */
                            timeZone?: string;
                            /**
                             * @default [
                             *       1,
                             *       2,
                             *       3,
                             *       4,
                             *       5
                             *     ]
                             */
                            days?: number[];
                            /** @default 09:00 */
                            hoursFrom?: string;
                            /** @default 18:00 */
                            hoursTo?: string;
                        };
                        openingLine?: string | null;
                        /** @default 1 */
                        maxSimultaneous?: number;
                        /**
                         * @default {
                         *       "count": 2,
                         *       "spacingMinutes": 60
                         *     }
                         */
                        retries?: {
                            /** @default 2 */
                            count?: number;
                            /** @default 60 */
                            spacingMinutes?: number;
                        };
                        /** @default null */
                        template?: {
                            name: string;
                            language: string;
                            /** @default [] */
                            variables?: (("name" | "phone" | "email") | string)[];
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            agentId: string;
                            name: string;
                            /** @enum {string} */
                            kind: "whatsapp" | "voice";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "paused" | "completed" | "cancelled";
                            stoppedReason: string | null;
                            schedule: {
                                startsAt: string | null;
                                timeZone: string;
                                days: number[];
                                hoursFrom: string;
                                hoursTo: string;
                            };
                            template: {
                                name: string;
                                language: string;
                                variables: string[];
                            } | null;
                            openingLine: string | null;
                            maxSimultaneous: number;
                            retries: {
                                count: number;
                                spacingMinutes: number;
                            };
                            contacts: number;
                            totals: {
                                [key: string]: number;
                            };
                            reached: number;
                            responded: number;
                            creditsSpent: number;
                            createdAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/campaign-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The WhatsApp templates approved for the agent's connected number, which its campaigns may send. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            templates: {
                                name: string;
                                language: string;
                                category: string;
                                bodyText: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/campaigns/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            agentId: string;
                            name: string;
                            /** @enum {string} */
                            kind: "whatsapp" | "voice";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "paused" | "completed" | "cancelled";
                            stoppedReason: string | null;
                            schedule: {
                                startsAt: string | null;
                                timeZone: string;
                                days: number[];
                                hoursFrom: string;
                                hoursTo: string;
                            };
                            template: {
                                name: string;
                                language: string;
                                variables: string[];
                            } | null;
                            openingLine: string | null;
                            maxSimultaneous: number;
                            retries: {
                                count: number;
                                spacingMinutes: number;
                            };
                            contacts: number;
                            totals: {
                                [key: string]: number;
                            };
                            reached: number;
                            responded: number;
                            creditsSpent: number;
                            createdAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        agentId: string;
                        /** @enum {string} */
                        kind: "whatsapp" | "voice";
                        schedule?: {
                            /**
                             * Format: date-time
                             * @default null
                             */
                            startsAt?: string | null;
                            /** @default UTC */
                            timeZone?: string;
                            /**
                             * @default [
                             *       1,
                             *       2,
                             *       3,
                             *       4,
                             *       5
                             *     ]
                             */
                            days?: number[];
                            /** @default 09:00 */
                            hoursFrom?: string;
                            /** @default 18:00 */
                            hoursTo?: string;
                        };
                        openingLine?: string | null;
                        /** @default 1 */
                        maxSimultaneous?: number;
                        /**
                         * @default {
                         *       "count": 2,
                         *       "spacingMinutes": 60
                         *     }
                         */
                        retries?: {
                            /** @default 2 */
                            count?: number;
                            /** @default 60 */
                            spacingMinutes?: number;
                        };
                        /** @default null */
                        template?: {
                            name: string;
                            language: string;
                            /** @default [] */
                            variables?: (("name" | "phone" | "email") | string)[];
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            agentId: string;
                            name: string;
                            /** @enum {string} */
                            kind: "whatsapp" | "voice";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "paused" | "completed" | "cancelled";
                            stoppedReason: string | null;
                            schedule: {
                                startsAt: string | null;
                                timeZone: string;
                                days: number[];
                                hoursFrom: string;
                                hoursTo: string;
                            };
                            template: {
                                name: string;
                                language: string;
                                variables: string[];
                            } | null;
                            openingLine: string | null;
                            maxSimultaneous: number;
                            retries: {
                                count: number;
                                spacingMinutes: number;
                            };
                            contacts: number;
                            totals: {
                                [key: string]: number;
                            };
                            reached: number;
                            responded: number;
                            creditsSpent: number;
                            createdAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/campaigns/{campaignId}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            agentId: string;
                            name: string;
                            /** @enum {string} */
                            kind: "whatsapp" | "voice";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "paused" | "completed" | "cancelled";
                            stoppedReason: string | null;
                            schedule: {
                                startsAt: string | null;
                                timeZone: string;
                                days: number[];
                                hoursFrom: string;
                                hoursTo: string;
                            };
                            template: {
                                name: string;
                                language: string;
                                variables: string[];
                            } | null;
                            openingLine: string | null;
                            maxSimultaneous: number;
                            retries: {
                                count: number;
                                spacingMinutes: number;
                            };
                            contacts: number;
                            totals: {
                                [key: string]: number;
                            };
                            reached: number;
                            responded: number;
                            creditsSpent: number;
                            createdAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/campaigns/{campaignId}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            agentId: string;
                            name: string;
                            /** @enum {string} */
                            kind: "whatsapp" | "voice";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "paused" | "completed" | "cancelled";
                            stoppedReason: string | null;
                            schedule: {
                                startsAt: string | null;
                                timeZone: string;
                                days: number[];
                                hoursFrom: string;
                                hoursTo: string;
                            };
                            template: {
                                name: string;
                                language: string;
                                variables: string[];
                            } | null;
                            openingLine: string | null;
                            maxSimultaneous: number;
                            retries: {
                                count: number;
                                spacingMinutes: number;
                            };
                            contacts: number;
                            totals: {
                                [key: string]: number;
                            };
                            reached: number;
                            responded: number;
                            creditsSpent: number;
                            createdAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/campaigns/{campaignId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            agentId: string;
                            name: string;
                            /** @enum {string} */
                            kind: "whatsapp" | "voice";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "paused" | "completed" | "cancelled";
                            stoppedReason: string | null;
                            schedule: {
                                startsAt: string | null;
                                timeZone: string;
                                days: number[];
                                hoursFrom: string;
                                hoursTo: string;
                            };
                            template: {
                                name: string;
                                language: string;
                                variables: string[];
                            } | null;
                            openingLine: string | null;
                            maxSimultaneous: number;
                            retries: {
                                count: number;
                                spacingMinutes: number;
                            };
                            contacts: number;
                            totals: {
                                [key: string]: number;
                            };
                            reached: number;
                            responded: number;
                            creditsSpent: number;
                            createdAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/campaigns/{campaignId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            agentId: string;
                            name: string;
                            /** @enum {string} */
                            kind: "whatsapp" | "voice";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "paused" | "completed" | "cancelled";
                            stoppedReason: string | null;
                            schedule: {
                                startsAt: string | null;
                                timeZone: string;
                                days: number[];
                                hoursFrom: string;
                                hoursTo: string;
                            };
                            template: {
                                name: string;
                                language: string;
                                variables: string[];
                            } | null;
                            openingLine: string | null;
                            maxSimultaneous: number;
                            retries: {
                                count: number;
                                spacingMinutes: number;
                            };
                            contacts: number;
                            totals: {
                                [key: string]: number;
                            };
                            reached: number;
                            responded: number;
                            creditsSpent: number;
                            createdAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/campaigns/{campaignId}/contacts/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds the people of a CSV file (name, phone, email, timezone and custom columns) to a draft campaign. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        csv: string;
                        defaultCountry?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: number;
                            merged: number;
                            excluded: {
                                phone: string;
                                reason: string;
                            }[];
                            rejected: {
                                row: number;
                                reason: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/campaigns/{campaignId}/contacts/from-leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        statuses?: ("new" | "contacted" | "qualified" | "won" | "lost")[];
                        origins?: ("web" | "instagram" | "linkedin" | "facebook" | "whatsapp")[];
                        tags?: string[];
                        /** Format: date-time */
                        since?: string;
                        /** Format: date-time */
                        until?: string;
                        customField?: {
                            name: string;
                            value: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: number;
                            merged: number;
                            excluded: {
                                phone: string;
                                reason: string;
                            }[];
                            rejected: {
                                row: number;
                                reason: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/campaigns/{campaignId}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contacts: {
                                id: string;
                                name: string | null;
                                phone: string;
                                email: string | null;
                                customFields: {
                                    [key: string]: string;
                                };
                                timeZone: string | null;
                                /** @enum {string} */
                                state: "queued" | "calling" | "answered" | "no_answer" | "busy" | "failed" | "opted_out" | "messaged" | "replied";
                                attempts: number;
                                durationSeconds: number | null;
                                cost: number;
                                conversationId: string | null;
                                lastError: string | null;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/campaigns/{campaignId}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            points: {
                                at: string;
                                reached: number;
                                responded: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/campaigns/{campaignId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The results as a CSV file. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/do-not-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                phone: string;
                                reason: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            phone: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/do-not-contact/{phone}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    phone: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The newest 5 notifications per level the signed-in member may see, newest first, each with whether this member has seen it. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            notifications: {
                                id: string;
                                level: 1 | 2;
                                /** @enum {string} */
                                source: "handoffRequest" | "channelHealth" | "lowCredits" | "failedCharge" | "newLead";
                                title: string;
                                body: string;
                                urlPathname: string;
                                ts: string;
                                seen: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/notifications/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Marks notifications seen by the signed-in member; the other members’ marks stay as they are. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/notifications/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Server-sent events: `change` whenever the workspace’s notifications change; read the list again. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/llm-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            credentials: {
                                id: string;
                                /** @enum {string} */
                                provider: "openai" | "openai-compatible";
                                label: string;
                                baseURL: string | null;
                                apiKeyHint: string | null;
                                hasApiKey: boolean;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Saves a provider. `apiKey` is write-only: no answer ever contains it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "openai" | "openai-compatible";
                        label: string;
                        baseURL?: string;
                        apiKey?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            provider: "openai" | "openai-compatible";
                            label: string;
                            baseURL: string | null;
                            apiKeyHint: string | null;
                            hasApiKey: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/llm-credentials/{credentialId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    credentialId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Changes the fields sent. An omitted `apiKey` keeps the saved key; `null` removes it. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    credentialId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider?: "openai" | "openai-compatible";
                        label?: string;
                        baseURL?: string | null;
                        apiKey?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            provider: "openai" | "openai-compatible";
                            label: string;
                            baseURL: string | null;
                            apiKeyHint: string | null;
                            hasApiKey: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/llm-credentials/{credentialId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Test connection: lists the provider's models, or asks a server without that list for a one-token answer (with `model` when given). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    credentialId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        model?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ok: boolean;
                            models?: {
                                id: string;
                                ownedBy: string | null;
                            }[];
                            error?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/llm-credentials/{credentialId}/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    credentialId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            models: {
                                id: string;
                                ownedBy: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/twilio-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            credentials: {
                                accountSid: string;
                                authTokenHint: string;
                                updatedAt: string;
                            } | null;
                        };
                    };
                };
            };
        };
        /** @description Saves the Twilio Account SID and Auth Token. `authToken` is write-only: no answer contains it. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountSid: string;
                        authToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountSid: string;
                            authTokenHint: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/twilio-credentials/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Test connection: fetches the Twilio account with the saved credentials. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            friendlyName: string;
                            status: string;
                        } | {
                            /** @enum {boolean} */
                            ok: false;
                            error: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tools: {
                                id: string;
                                name: string;
                                description: string;
                                imageUrl: string | null;
                                fields: {
                                    /** @enum {string} */
                                    in: "query" | "body" | "header";
                                    key: string;
                                    /** @default  */
                                    value: string;
                                    /** @default  */
                                    defaultValue: string;
                                    /** @enum {string} */
                                    type: "string" | "number" | "boolean" | "object";
                                    /** @default  */
                                    description: string;
                                    /** @default false */
                                    required: boolean;
                                    /** @default false */
                                    secret: boolean;
                                }[];
                                serverUrl: string;
                                hasServerUrlSecret: boolean;
                                serverUrlSecretHint: string | null;
                                userId: string;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Saves a tool. `serverUrlSecret` is write-only: no answer ever contains it. A call of the tool is a JSON POST to `serverUrl`: each field goes in the query string, a header or the body by its `in`; the tool name is in the `X-Tool-Name` header and the secret, when set, in the `X-Tool-Secret` header. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        description?: string;
                        imageUrl?: string;
                        /** @default [] */
                        fields?: {
                            /** @enum {string} */
                            in: "query" | "body" | "header";
                            key: string;
                            /** @default  */
                            value?: string;
                            /** @default  */
                            defaultValue?: string;
                            /** @enum {string} */
                            type: "string" | "number" | "boolean" | "object";
                            /** @default  */
                            description?: string;
                            /** @default false */
                            required?: boolean;
                            /** @default false */
                            secret?: boolean;
                        }[];
                        serverUrl: string;
                        serverUrlSecret?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            description: string;
                            imageUrl: string | null;
                            fields: {
                                /** @enum {string} */
                                in: "query" | "body" | "header";
                                key: string;
                                /** @default  */
                                value: string;
                                /** @default  */
                                defaultValue: string;
                                /** @enum {string} */
                                type: "string" | "number" | "boolean" | "object";
                                /** @default  */
                                description: string;
                                /** @default false */
                                required: boolean;
                                /** @default false */
                                secret: boolean;
                            }[];
                            serverUrl: string;
                            hasServerUrlSecret: boolean;
                            serverUrlSecretHint: string | null;
                            userId: string;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/tools/{toolId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    toolId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            description: string;
                            imageUrl: string | null;
                            fields: {
                                /** @enum {string} */
                                in: "query" | "body" | "header";
                                key: string;
                                /** @default  */
                                value: string;
                                /** @default  */
                                defaultValue: string;
                                /** @enum {string} */
                                type: "string" | "number" | "boolean" | "object";
                                /** @default  */
                                description: string;
                                /** @default false */
                                required: boolean;
                                /** @default false */
                                secret: boolean;
                            }[];
                            serverUrl: string;
                            hasServerUrlSecret: boolean;
                            serverUrlSecretHint: string | null;
                            userId: string;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    toolId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Changes the fields sent; `fields` replaces the whole list. An omitted `serverUrlSecret` keeps the saved secret; `null` removes it. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    toolId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string;
                        imageUrl?: string | null;
                        fields?: {
                            /** @enum {string} */
                            in: "query" | "body" | "header";
                            key: string;
                            /** @default  */
                            value?: string;
                            /** @default  */
                            defaultValue?: string;
                            /** @enum {string} */
                            type: "string" | "number" | "boolean" | "object";
                            /** @default  */
                            description?: string;
                            /** @default false */
                            required?: boolean;
                            /** @default false */
                            secret?: boolean;
                        }[];
                        serverUrl?: string;
                        serverUrlSecret?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            description: string;
                            imageUrl: string | null;
                            fields: {
                                /** @enum {string} */
                                in: "query" | "body" | "header";
                                key: string;
                                /** @default  */
                                value: string;
                                /** @default  */
                                defaultValue: string;
                                /** @enum {string} */
                                type: "string" | "number" | "boolean" | "object";
                                /** @default  */
                                description: string;
                                /** @default false */
                                required: boolean;
                                /** @default false */
                                secret: boolean;
                            }[];
                            serverUrl: string;
                            hasServerUrlSecret: boolean;
                            serverUrlSecretHint: string | null;
                            userId: string;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/tools/{toolId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Send test request: sends the request a call with `arguments` would send, and answers with the request (secret masked) and the server's status, main headers and body (cut to 4000 characters). A call of the tool is a JSON POST to `serverUrl`: each field goes in the query string, a header or the body by its `in`; the tool name is in the `X-Tool-Name` header and the secret, when set, in the `X-Tool-Secret` header. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    toolId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default {} */
                        arguments?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                /** @enum {string} */
                                method: "POST";
                                url: string;
                                headers: {
                                    [key: string]: string;
                                };
                                body: {
                                    [key: string]: unknown;
                                };
                            };
                            ok: boolean;
                            status?: number;
                            headers?: {
                                [key: string]: string;
                            };
                            body?: string;
                            truncated?: boolean;
                            error?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            prompts: {
                                id: string;
                                name: string;
                                content: string;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            content: string;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/prompts/{promptId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    promptId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Changes the fields sent; an omitted field is unchanged. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    promptId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        content?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            content: string;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Conversations not ended whose last message is at most 10 minutes old, the most recently active first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sessions: {
                                conversationId: string;
                                agentId: string;
                                agentTitle: string;
                                channel: string;
                                startedAt: string;
                                lastMessageAt: string;
                                messageCount: number;
                            }[];
                            activeWindowMinutes: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/knowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            docs: {
                                ID: string;
                                agentId: string;
                                name: string;
                                /** @enum {string} */
                                sourceType: "doc" | "url";
                                /** @enum {string} */
                                format: "txt" | "md" | "csv" | "html" | "pdf" | "docx" | "qa" | "page";
                                url: string | null;
                                /** @enum {string} */
                                status: "INITIALIZED" | "PENDING" | "SUCCESS" | "ERROR";
                                error: string | null;
                                charCount: number;
                                chunkCount: number;
                                tags: string[];
                                /** @enum {string} */
                                refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                                withRefresh: boolean;
                                crawlId: string | null;
                                lastRefreshAt: string | null;
                                createdAt: string;
                            }[];
                            crawls: {
                                ID: string;
                                agentId: string;
                                url: string;
                                maxPages: number;
                                maxDepth: number;
                                /** @enum {string} */
                                status: "INITIALIZED" | "PENDING" | "SUCCESS" | "ERROR";
                                error: string | null;
                                pagesFound: number;
                                pagesDone: number;
                                pagesFailed: number;
                                pagesSkipped: number;
                                /** @enum {string} */
                                refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                                lastRunAt: string | null;
                                nextRunAt: string | null;
                                createdAt: string;
                            }[];
                            usage: {
                                charCount: number;
                                maxKbDocsCharCount: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/knowledge/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds an uploaded file (multipart/form-data, one file): PDF, DOCX, TXT, Markdown, CSV or HTML, up to 10 MB. It is read by a job: the answer is INITIALIZED. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ID: string;
                            agentId: string;
                            name: string;
                            /** @enum {string} */
                            sourceType: "doc" | "url";
                            /** @enum {string} */
                            format: "txt" | "md" | "csv" | "html" | "pdf" | "docx" | "qa" | "page";
                            url: string | null;
                            /** @enum {string} */
                            status: "INITIALIZED" | "PENDING" | "SUCCESS" | "ERROR";
                            error: string | null;
                            charCount: number;
                            chunkCount: number;
                            tags: string[];
                            /** @enum {string} */
                            refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                            withRefresh: boolean;
                            crawlId: string | null;
                            lastRefreshAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/knowledge/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds one web page, fetched by a job; the answer is INITIALIZED. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                        /**
                         * @default never
                         * @enum {string}
                         */
                        refreshRate?: "6h" | "12h" | "24h" | "7d" | "never";
                        /** @default [] */
                        tags?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ID: string;
                            agentId: string;
                            name: string;
                            /** @enum {string} */
                            sourceType: "doc" | "url";
                            /** @enum {string} */
                            format: "txt" | "md" | "csv" | "html" | "pdf" | "docx" | "qa" | "page";
                            url: string | null;
                            /** @enum {string} */
                            status: "INITIALIZED" | "PENDING" | "SUCCESS" | "ERROR";
                            error: string | null;
                            charCount: number;
                            chunkCount: number;
                            tags: string[];
                            /** @enum {string} */
                            refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                            withRefresh: boolean;
                            crawlId: string | null;
                            lastRefreshAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/knowledge/website": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds a whole website: a job finds its pages (sitemap first, else same-site links up to maxDepth, at most maxPages, never a path robots.txt disallows) and adds each as a web page document. The answer is the crawl, INITIALIZED; the list shows its progress. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                        /** @default 50 */
                        maxPages?: number;
                        /** @default 3 */
                        maxDepth?: number;
                        /**
                         * @default never
                         * @enum {string}
                         */
                        refreshRate?: "6h" | "12h" | "24h" | "7d" | "never";
                        /** @default [] */
                        tags?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ID: string;
                            agentId: string;
                            url: string;
                            maxPages: number;
                            maxDepth: number;
                            /** @enum {string} */
                            status: "INITIALIZED" | "PENDING" | "SUCCESS" | "ERROR";
                            error: string | null;
                            pagesFound: number;
                            pagesDone: number;
                            pagesFailed: number;
                            pagesSkipped: number;
                            /** @enum {string} */
                            refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                            lastRunAt: string | null;
                            nextRunAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/knowledge/qa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds a question and its answer. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        question: string;
                        answer: string;
                        /** @default [] */
                        tags?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ID: string;
                            agentId: string;
                            name: string;
                            /** @enum {string} */
                            sourceType: "doc" | "url";
                            /** @enum {string} */
                            format: "txt" | "md" | "csv" | "html" | "pdf" | "docx" | "qa" | "page";
                            url: string | null;
                            /** @enum {string} */
                            status: "INITIALIZED" | "PENDING" | "SUCCESS" | "ERROR";
                            error: string | null;
                            charCount: number;
                            chunkCount: number;
                            tags: string[];
                            /** @enum {string} */
                            refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                            withRefresh: boolean;
                            crawlId: string | null;
                            lastRefreshAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/knowledge/{docId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                    docId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ID: string;
                            agentId: string;
                            name: string;
                            /** @enum {string} */
                            sourceType: "doc" | "url";
                            /** @enum {string} */
                            format: "txt" | "md" | "csv" | "html" | "pdf" | "docx" | "qa" | "page";
                            url: string | null;
                            /** @enum {string} */
                            status: "INITIALIZED" | "PENDING" | "SUCCESS" | "ERROR";
                            error: string | null;
                            charCount: number;
                            chunkCount: number;
                            tags: string[];
                            /** @enum {string} */
                            refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                            withRefresh: boolean;
                            crawlId: string | null;
                            lastRefreshAt: string | null;
                            createdAt: string;
                            content: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                    docId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                    docId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        tags?: string[];
                        /** @enum {string} */
                        refreshRate?: "6h" | "12h" | "24h" | "7d" | "never";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ID: string;
                            agentId: string;
                            name: string;
                            /** @enum {string} */
                            sourceType: "doc" | "url";
                            /** @enum {string} */
                            format: "txt" | "md" | "csv" | "html" | "pdf" | "docx" | "qa" | "page";
                            url: string | null;
                            /** @enum {string} */
                            status: "INITIALIZED" | "PENDING" | "SUCCESS" | "ERROR";
                            error: string | null;
                            charCount: number;
                            chunkCount: number;
                            tags: string[];
                            /** @enum {string} */
                            refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                            withRefresh: boolean;
                            crawlId: string | null;
                            lastRefreshAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/knowledge/{docId}/reindex": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Reads the document again from its source; its current chunks answer until the new ones replace them. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                    docId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ID: string;
                            agentId: string;
                            name: string;
                            /** @enum {string} */
                            sourceType: "doc" | "url";
                            /** @enum {string} */
                            format: "txt" | "md" | "csv" | "html" | "pdf" | "docx" | "qa" | "page";
                            url: string | null;
                            /** @enum {string} */
                            status: "INITIALIZED" | "PENDING" | "SUCCESS" | "ERROR";
                            error: string | null;
                            charCount: number;
                            chunkCount: number;
                            tags: string[];
                            /** @enum {string} */
                            refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                            withRefresh: boolean;
                            crawlId: string | null;
                            lastRefreshAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/knowledge-crawls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            crawls: {
                                ID: string;
                                agentId: string;
                                url: string;
                                maxPages: number;
                                maxDepth: number;
                                /** @enum {string} */
                                status: "INITIALIZED" | "PENDING" | "SUCCESS" | "ERROR";
                                error: string | null;
                                pagesFound: number;
                                pagesDone: number;
                                pagesFailed: number;
                                pagesSkipped: number;
                                /** @enum {string} */
                                refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                                lastRunAt: string | null;
                                nextRunAt: string | null;
                                createdAt: string;
                                agentName: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/knowledge-crawls/{crawlId}/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The crawl's run log: each page it added, with its status and, in ERROR, the reason; and each page it skipped, with why. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    crawlId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pages: {
                                ID: string;
                                agentId: string;
                                name: string;
                                /** @enum {string} */
                                sourceType: "doc" | "url";
                                /** @enum {string} */
                                format: "txt" | "md" | "csv" | "html" | "pdf" | "docx" | "qa" | "page";
                                url: string | null;
                                /** @enum {string} */
                                status: "INITIALIZED" | "PENDING" | "SUCCESS" | "ERROR";
                                error: string | null;
                                charCount: number;
                                chunkCount: number;
                                tags: string[];
                                /** @enum {string} */
                                refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                                withRefresh: boolean;
                                crawlId: string | null;
                                lastRefreshAt: string | null;
                                createdAt: string;
                            }[];
                            skipped: {
                                url: string;
                                /** @enum {string} */
                                reason: "robots" | "duplicate" | "too-large" | "not-text";
                                message: string;
                                skippedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/knowledge-crawls/{crawlId}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Runs the crawl again now: its pages are read again and new pages of the site are added. A running crawl is left to finish. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    crawlId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ID: string;
                            agentId: string;
                            url: string;
                            maxPages: number;
                            maxDepth: number;
                            /** @enum {string} */
                            status: "INITIALIZED" | "PENDING" | "SUCCESS" | "ERROR";
                            error: string | null;
                            pagesFound: number;
                            pagesDone: number;
                            pagesFailed: number;
                            pagesSkipped: number;
                            /** @enum {string} */
                            refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                            lastRunAt: string | null;
                            nextRunAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/knowledge-crawls/{crawlId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Deletes the crawl with the documents of the pages it found, and their chunks. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    crawlId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Changes the crawl's schedule: how often each of its pages is read again. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    crawlId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ID: string;
                            agentId: string;
                            url: string;
                            maxPages: number;
                            maxDepth: number;
                            /** @enum {string} */
                            status: "INITIALIZED" | "PENDING" | "SUCCESS" | "ERROR";
                            error: string | null;
                            pagesFound: number;
                            pagesDone: number;
                            pagesFailed: number;
                            pagesSkipped: number;
                            /** @enum {string} */
                            refreshRate: "6h" | "12h" | "24h" | "7d" | "never";
                            lastRunAt: string | null;
                            nextRunAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/website-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Reads a company's website: name, description, favicon, logo, brand colours and the text of its main pages. A website that cannot be read answers 422 with a message starting 'Unable to analyze website branding'. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                            companyName: string | null;
                            description: string | null;
                            faviconUrl: string | null;
                            logoUrl: string | null;
                            brandColors: {
                                hex: string;
                                /** @enum {string} */
                                source: "theme-color" | "css-variable" | "logo";
                                name?: string;
                            }[];
                            primaryColor: string | null;
                            theme: {
                                /** @enum {string} */
                                themeType: "light" | "dark";
                                primary: string;
                            } | null;
                            pages: {
                                url: string;
                                title: string;
                                text: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/agents/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The public widget data of an agent. Carries a strong ETag and `Cache-Control: no-cache`: send the ETag back in If-None-Match for a 304. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                ID: string;
                                ownerID: string;
                                title: string;
                                theme: string;
                                customThemeJSONString?: string;
                                ADVANCED_customCSS?: string;
                                fontFamily: string;
                                lang: string;
                                autoOpenWidget: boolean;
                                autoStartWidget: boolean;
                                proactiveMessage: string;
                                roundedImageURL: string;
                                whatsappPhoneNumber?: string;
                                messageDelayMS: number;
                                scrollAnimation: boolean;
                                acceptFileUpload: boolean;
                                chatForget: boolean;
                                syncBrowser: boolean;
                                listenForUrlChanges: boolean;
                                ui: {
                                    showWhatsappButtonOnWeb: boolean;
                                    widgetType?: string;
                                };
                                handoff?: {
                                    /** @enum {string} */
                                    buttonType: "default" | "intent" | "link" | "hidden";
                                    link?: string;
                                    alwaysShow: boolean;
                                    fixedPopup: boolean;
                                    title: string;
                                    subtitle: string;
                                };
                                webCall?: {
                                    /** @enum {string} */
                                    speech: "browser" | "deepgram";
                                    language: string;
                                    voiceId: string;
                                    utteranceThresholdMs: number;
                                    prompt?: {
                                        question: string;
                                        continueLabel: string;
                                        dismissLabel: string;
                                    };
                                };
                                imageSources: {
                                    agentImages: string[];
                                    allowedHosts: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Not modified: the ETag still holds. */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/agents/{agentId}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Records one page load of the agent's widget. Country and address come from the request. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        record: "loads";
                        ts?: number;
                        /**
                         * @default web-chat
                         * @enum {string}
                         */
                        origin?: "web-chat";
                        pageUrl?: string;
                        browser?: string;
                        platform?: string;
                        countryCode?: string;
                        ipAddress?: string;
                        confirmed_bucket?: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            recorded: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description An agent's widget loads, conversations, messages, handoffs, leads and credits per UTC day from `from` to `to` (the last 30 days by default), the totals of the range just before, and loads by country and browser, conversations by channel. */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            previous: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            };
                            totals: {
                                widgetLoads: number;
                                conversations: number;
                                messages: number;
                                handoffs: number;
                                leads: number;
                                credits: number;
                            };
                            previousTotals: {
                                widgetLoads: number;
                                conversations: number;
                                messages: number;
                                handoffs: number;
                                leads: number;
                                credits: number;
                            };
                            days: {
                                widgetLoads: number;
                                conversations: number;
                                messages: number;
                                handoffs: number;
                                leads: number;
                                credits: number;
                                /** Format: date */
                                date: string;
                            }[];
                            countries: {
                                name: string;
                                value: number;
                            }[];
                            browsers: {
                                name: string;
                                value: number;
                            }[];
                            channels: {
                                name: string;
                                value: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/overall-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The Home tab's overall stats: the Analytics numbers summed over every agent the caller may see (a client: its own agents). */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            previous: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            };
                            totals: {
                                widgetLoads: number;
                                conversations: number;
                                messages: number;
                                handoffs: number;
                                leads: number;
                                credits: number;
                            };
                            previousTotals: {
                                widgetLoads: number;
                                conversations: number;
                                messages: number;
                                handoffs: number;
                                leads: number;
                                credits: number;
                            };
                            days: {
                                widgetLoads: number;
                                conversations: number;
                                messages: number;
                                handoffs: number;
                                leads: number;
                                credits: number;
                                /** Format: date */
                                date: string;
                            }[];
                            countries: {
                                name: string;
                                value: number;
                            }[];
                            browsers: {
                                name: string;
                                value: number;
                            }[];
                            channels: {
                                name: string;
                                value: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Key metrics and the usage charts (usage-across-features, usage-across-agents, credits-usage-global, llm-tokens-usage, credits-usage-agents) from the credit ledger, per UTC day from `from` to `to` (the last 30 days by default). */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            metrics: {
                                creditsUsed: number;
                                creditsAdded: number;
                                balance: number;
                                inputTokens: number;
                                outputTokens: number;
                                modelReplies: number;
                                mostUsedAgent: {
                                    agentId: string;
                                    title: string | null;
                                    credits: number;
                                } | null;
                            };
                            charts: {
                                "usage-across-features": {
                                    featureKey: string;
                                    credits: number;
                                }[];
                                "usage-across-agents": {
                                    agentId: string;
                                    title: string | null;
                                    credits: number;
                                }[];
                                "credits-usage-global": {
                                    /** Format: date */
                                    date: string;
                                    credits: number;
                                }[];
                                "llm-tokens-usage": {
                                    /** Format: date */
                                    date: string;
                                    inputTokens: number;
                                    outputTokens: number;
                                }[];
                                "credits-usage-agents": {
                                    agents: {
                                        agentId: string;
                                        title: string | null;
                                    }[];
                                    days: {
                                        /** Format: date */
                                        date: string;
                                        credits: {
                                            [key: string]: number;
                                        };
                                        otherAgents: number;
                                    }[];
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/usage/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The credit log from `from` to `to` (the last 30 days by default), newest first, 50 per page. */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    cursor?: string;
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                id: string;
                                amount: number;
                                ts: string;
                                /** @enum {string} */
                                direction: "increase" | "decrease";
                                /** @enum {string|null} */
                                causedBy: "agent" | "feature" | null;
                                agentId: string | null;
                                agentTitle: string | null;
                                featureKey: string | null;
                                reason: string;
                                logMessage: string | null;
                                inputTokens: number | null;
                                outputTokens: number | null;
                                modelId: string | null;
                                balanceAfter: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            channels: {
                                /** @enum {string} */
                                key: "whatsapp" | "instagram" | "messenger" | "discord" | "telegram" | "gb-chat" | "email";
                                label: string;
                                active: boolean;
                                inPlan: boolean;
                            }[];
                            reconnectNeeded: {
                                /** @enum {string} */
                                channel: "whatsapp" | "instagram" | "messenger" | "discord" | "telegram";
                                reason: string;
                                detectedAt: string;
                            }[];
                            voiceActive: boolean;
                            telegram: {
                                botId: string;
                                webhookUrl: string;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/channels/viewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The Channels tab was opened: records the channels_viewed analytics event (spec 000 §7). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/channels/telegram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Connects a Telegram bot to the agent: the bot's webhook is pointed here, then the bot is saved. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        botToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            botId: string;
                            webhookUrl: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/telegram-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Telegram delivers an update for the agent; X-Telegram-Bot-Api-Secret-Token must be its bot’s secret. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/twilio-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The workspace's numbers (number, friendlyName, agent), its phone slots, and whether Twilio is set up. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            numbers: {
                                number: string;
                                friendlyName: string;
                                id: string;
                                agentId: string | null;
                                purchasedAt: string;
                            }[];
                            slots: {
                                total: number;
                                used: number;
                            };
                            hasCredentials: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Buys a number, which takes a phone slot for the whole billing cycle; its calls come to this platform. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        number: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            number: string;
                            friendlyName: string;
                            id: string;
                            agentId: string | null;
                            purchasedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/twilio-numbers/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Numbers Twilio offers for sale now, through the workspace’s Twilio account. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available: {
                                number: string;
                                friendlyName: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/twilio-numbers/{numberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    numberId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Assigns the number to an agent of the workspace (its calls are answered by it), or `null` for none. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    numberId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agentId: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            number: string;
                            friendlyName: string;
                            id: string;
                            agentId: string | null;
                            purchasedAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/voice/test-call": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The agent calls the number (verified on the Twilio account) from its own phone number. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            callSid: string;
                            from: string;
                            to: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/twilio/voice/{numberId}/{hook}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Twilio's voice webhooks for a number: `call` answers with TwiML, `speech` (with `turn`) answers what the caller said, `status` and `recording` report. X-Twilio-Signature must be valid. */
        post: {
            parameters: {
                query?: {
                    turn?: number;
                    campaignContact?: string;
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                    numberId: string;
                    hook: "call" | "speech" | "status" | "recording";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/channels/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhookUrl: string;
                            metaAppId: string | null;
                            signIn: {
                                hasToken: boolean;
                                wabaId: string | null;
                            } | null;
                            numbers: {
                                agentId: string;
                                wabaId: string;
                                phoneId: string;
                                phoneNumber: string;
                                verifiedName: string | null;
                                /** @enum {string} */
                                status: "CONNECTED" | "PENDING";
                                failureReason: string | null;
                                connectedAt: string;
                            }[];
                            legacy: {
                                whatsappBusniessId: string;
                                whatsappNumberId: string;
                                waTestNumber: string;
                                hasToken: boolean;
                                waVerifyPassed: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/channels/whatsapp/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 'Continue With Meta': exchanges the sign-in code for the business's long-lived token (kept on the server) and/or notes the business account. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        wabaId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasToken: boolean;
                            wabaId: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/channels/whatsapp/business-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                display_phone_number: string;
                                verified_name: string;
                                status: string;
                                connected: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/channels/whatsapp/numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        wabaId: string;
                        phoneId: string;
                        phoneNumber: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            newAddedNumber: {
                                agentId: string;
                                wabaId: string;
                                phoneId: string;
                                phoneNumber: string;
                                verifiedName: string | null;
                                /** @enum {string} */
                                status: "CONNECTED" | "PENDING";
                                failureReason: string | null;
                                connectedAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/channels/whatsapp/numbers/{phoneId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                    phoneId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            phoneId: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/channels/whatsapp/test-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        phoneId?: string;
                        /** @default  */
                        to?: string;
                        /** @default  */
                        message?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/channels/whatsapp/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/channels/whatsapp/legacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Legacy Method 'Save and Run Test': saves the agent's own WhatsApp token and ids, then sends a test. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        whatsappToken?: string;
                        /** @default  */
                        whatsappBusniessId?: string;
                        /** @default  */
                        whatsappNumberId?: string;
                        /** @default  */
                        waTestNumber?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            waVerifyPassed: boolean;
                            testError: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/whatsapp-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            numbers: {
                                agentId: string;
                                wabaId: string;
                                phoneId: string;
                                phoneNumber: string;
                                verifiedName: string | null;
                                /** @enum {string} */
                                status: "CONNECTED" | "PENDING";
                                failureReason: string | null;
                                connectedAt: string;
                                agentName: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/whatsapp-numbers/{phoneId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    phoneId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            phoneId: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/conversations/{conversationId}/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            open: boolean;
                            lastInboundAt: string | null;
                            undelivered: {
                                messageId: number;
                                reason: string;
                                templateName: string | null;
                                templateSentAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/conversations/{conversationId}/whatsapp/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            templates: {
                                name: string;
                                language: string;
                                category: string;
                                bodyText: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Sends an approved template where WhatsApp refuses free text (outside the 24-hour window). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        language: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sent: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/agents/{agentId}/wa-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Meta's handshake: hub.challenge is echoed when hub.verify_token is the agent id (or the platform's). */
        get: {
            parameters: {
                query?: {
                    "hub.mode"?: string;
                    "hub.verify_token"?: string;
                    "hub.challenge"?: string;
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** @description Meta delivers WhatsApp messages; X-Hub-Signature-256 must be the platform app secret's. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/meta/exchange-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description exchangeMetaToken: the token of Meta's login becomes a long-lived one, kept on the user. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            stored: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/meta-pages/choices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description checkPageSubscriptions: the signed-in user's pages, and which already answer through an agent. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            appId: string | null;
                            signedIn: boolean;
                            pages: {
                                pageId: string;
                                pageName: string;
                                igPageId: string | null;
                                igPageName: string | null;
                                connectedToAgent: boolean;
                                connectedHere: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/meta-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pages: {
                                agentId: string;
                                pageId: string;
                                pageName: string;
                                igPageId: string | null;
                                igPageName: string | null;
                                connectedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description connectMetaPage: subscribes the page to the platform's webhook and connects it to the agent. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        selectedPage: {
                            pageId: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agentId: string;
                            pageId: string;
                            pageName: string;
                            igPageId: string | null;
                            igPageName: string | null;
                            connectedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/meta-pages/{pageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description removeMetaPage: unsubscribes the page and forgets it. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                    pageId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/meta-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pages: {
                                agentId: string;
                                pageId: string;
                                pageName: string;
                                igPageId: string | null;
                                igPageName: string | null;
                                connectedAt: string;
                                agentTitle: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/meta-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Meta's subscription handshake: hub.challenge is echoed when hub.verify_token is the platform's. */
        get: {
            parameters: {
                query?: {
                    "hub.mode"?: string;
                    "hub.verify_token"?: string;
                    "hub.challenge"?: string;
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** @description Meta delivers Messenger and Instagram messages; X-Hub-Signature-256 must be the app secret's. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/channels/discord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            channel: {
                                ID: string;
                                channelId: string;
                                guildId: string;
                                webhookUrl: string;
                            } | null;
                            botAvailable: boolean;
                            inviteUrl: string | null;
                            webhookOrigins: string[];
                        };
                    };
                };
            };
        };
        /** @description Connects a Discord channel to the agent: Discord is asked that the webhook posts in that channel, then it is saved (the webhook's token encrypted). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        channelId: string;
                        webhookUrl: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            channel: {
                                ID: string;
                                channelId: string;
                                guildId: string;
                                webhookUrl: string;
                            } | null;
                            botAvailable: boolean;
                            inviteUrl: string | null;
                            webhookOrigins: string[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/voice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What the Voice tab needs from the server: whether Deepgram speaks previews and calls. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deepgram: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/v2/agents/{agentId}/voice/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A Deepgram voice saying a short sample, as audio. 503 when the server has no Deepgram key. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    agentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        voiceId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/conversations/{conversationId}/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Starts a web call in the visitor's conversation; the conversation becomes a voice conversation. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            callId: string;
                            startedAt: string;
                            /** @enum {string} */
                            speech: "browser" | "deepgram";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/public/conversations/{conversationId}/calls/{callId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Ends a web call: its minutes are counted and charged once; ending it again answers the same. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    conversationId: string;
                    callId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            callId: string;
                            seconds: number;
                            minutes: number;
                            credits: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/event-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The workspace’s events endpoint and the event types it receives (`internal.events`). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endpoint: "" | string;
                            subscribedEvents: ("client_created" | "new_agent_created" | "channel_connected" | "lead_created" | "conversation_handed_off" | "credits_low")[];
                        };
                    };
                };
            };
        };
        /** @description Saves the events endpoint (empty: none) and the subscribed types. Each event is POSTed as `{type, payload}` with `x-event-timestamp` and `x-event-signature: sha256=HMAC-SHA256(workspace secret, timestamp + "." + body)`. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                        subscribedEvents: ("client_created" | "new_agent_created" | "channel_connected" | "lead_created" | "conversation_handed_off" | "credits_low")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endpoint: "" | string;
                            subscribedEvents: ("client_created" | "new_agent_created" | "channel_connected" | "lead_created" | "conversation_handed_off" | "credits_low")[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/event-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: {
                                id: string;
                                /** @enum {string} */
                                type: "client_created" | "new_agent_created" | "channel_connected" | "lead_created" | "conversation_handed_off" | "credits_low";
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                endpoint: string;
                                attempts: number;
                                maxAttempts: number;
                                lastError: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                replayOf: string | null;
                                createdAt: string;
                                lastAttemptAt: string | null;
                                deliveredAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/event-deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends a logged event again to the current endpoint, as a new delivery. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    deliveryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            type: "client_created" | "new_agent_created" | "channel_connected" | "lead_created" | "conversation_handed_off" | "credits_low";
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            endpoint: string;
                            attempts: number;
                            maxAttempts: number;
                            lastError: string | null;
                            payload: {
                                [key: string]: unknown;
                            };
                            replayOf: string | null;
                            createdAt: string;
                            lastAttemptAt: string | null;
                            deliveredAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspace/{userId}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Writes a log of the workspace (spec 002 §7.6); `withEmail` also emails its members. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId?: string;
                        agentId?: string | null;
                        type: string;
                        content: string;
                        channel?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                        withEmail?: boolean;
                        region?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            type: string;
                            content: string;
                            agentId: string | null;
                            channel: string | null;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            withEmail: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            logs: {
                                id: string;
                                type: string;
                                content: string;
                                agentId: string | null;
                                channel: string | null;
                                metadata: {
                                    [key: string]: unknown;
                                } | null;
                                withEmail: boolean;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Emails the platform's support address (SUPPORT_EMAIL) a member's message, naming the member, the workspace and its region; replies go to the member. Answers 202 once the mail is handed over. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subject: string;
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            sent: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/email-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            domain: string | null;
                            /** @enum {string} */
                            status: "not_started" | "pending" | "verified" | "failure" | "temporary_failure";
                            records: {
                                /** @enum {string} */
                                kind: "SPF" | "DKIM" | "DMARC";
                                /** @enum {string} */
                                type: "TXT";
                                name: string;
                                value: string;
                                /** @enum {string} */
                                status: "not_started" | "pending" | "verified" | "failure" | "temporary_failure";
                                problem: string | null;
                            }[];
                            problem: string | null;
                            /** Format: date-time */
                            lastCheckedAt: string | null;
                        };
                    };
                };
            };
        };
        /** @description Adds the domain agency mail is sent from, with a new DKIM key: not_started, with the SPF, DKIM and DMARC records to publish. A different domain replaces the current one. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        domain: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            domain: string | null;
                            /** @enum {string} */
                            status: "not_started" | "pending" | "verified" | "failure" | "temporary_failure";
                            records: {
                                /** @enum {string} */
                                kind: "SPF" | "DKIM" | "DMARC";
                                /** @enum {string} */
                                type: "TXT";
                                name: string;
                                value: string;
                                /** @enum {string} */
                                status: "not_started" | "pending" | "verified" | "failure" | "temporary_failure";
                                problem: string | null;
                            }[];
                            problem: string | null;
                            /** Format: date-time */
                            lastCheckedAt: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** @description Resets the email domain to not_started: the domain and its key are forgotten. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            domain: string | null;
                            /** @enum {string} */
                            status: "not_started" | "pending" | "verified" | "failure" | "temporary_failure";
                            records: {
                                /** @enum {string} */
                                kind: "SPF" | "DKIM" | "DMARC";
                                /** @enum {string} */
                                type: "TXT";
                                name: string;
                                value: string;
                                /** @enum {string} */
                                status: "not_started" | "pending" | "verified" | "failure" | "temporary_failure";
                                problem: string | null;
                            }[];
                            problem: string | null;
                            /** Format: date-time */
                            lastCheckedAt: string | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/email-domain/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Looks the three records up in DNS now and saves the status each one and the domain have. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            domain: string | null;
                            /** @enum {string} */
                            status: "not_started" | "pending" | "verified" | "failure" | "temporary_failure";
                            records: {
                                /** @enum {string} */
                                kind: "SPF" | "DKIM" | "DMARC";
                                /** @enum {string} */
                                type: "TXT";
                                name: string;
                                value: string;
                                /** @enum {string} */
                                status: "not_started" | "pending" | "verified" | "failure" | "temporary_failure";
                                problem: string | null;
                            }[];
                            problem: string | null;
                            /** Format: date-time */
                            lastCheckedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/clients/{clientId}/login-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A one-time sign-in link for the client on the agency's own address (custom domain, else subdomain), valid 24 hours. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/clients/{clientId}/dashboard-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The client's dashboard as it would load it (its session and the agents of its widgetIDs), for the agency settings' live preview. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            session: {
                                client: {
                                    id: string;
                                    orgId: string;
                                    name: string;
                                    email: string;
                                    canAccess: string[];
                                    clientTabOrder: string[];
                                    isAdmin: boolean;
                                    isOrgAdmin: boolean;
                                    allowCreateAgents: boolean;
                                    canDelegateChats: boolean;
                                    hideAdvancedSettings: boolean;
                                    widgetIDs: string[];
                                    notificationsSettings: {
                                        /** @enum {string} */
                                        notifyThrough: "email" | "push" | "all" | "none";
                                        /** @enum {string} */
                                        notifyIf: "all" | "requestsOnly" | "none";
                                    };
                                    preferredLanguage: string;
                                    /** @enum {string} */
                                    status: "online" | "offline";
                                    isNewSignup: boolean;
                                    onboardingCompleted: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    lastModified: string;
                                    squarePhotoURL: string | null;
                                };
                                org: {
                                    id: string;
                                    name: string;
                                    squarePhotoURL: string | null;
                                    preferredLanguage: string;
                                    /** @enum {string} */
                                    dashboardLayout: "vertical" | "horizontal";
                                    defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                    defaultClientTabOrder: string[];
                                    predefinedTags: string[];
                                    disallowAnyTags: boolean;
                                    disableHandoff: boolean;
                                    allowBilling: boolean;
                                    settings: {
                                        smartHandoff: boolean;
                                        disableHandoffMessages: boolean;
                                        enableCannedResponses: boolean;
                                        disableClientAccess: boolean;
                                        disableClientAccessMessage: string;
                                        allowedSettings: string[];
                                    };
                                    credits: number;
                                    /** Format: date-time */
                                    createdAt: string;
                                    lastModified: number;
                                    users: {
                                        id: string;
                                        name: string;
                                        squarePhotoURL: string | null;
                                    }[];
                                };
                                /** @enum {string} */
                                region: "na" | "eu";
                                workspaceUid: string;
                                supportEmail: string;
                                feedbackEnabled: boolean;
                                planFeatures: {
                                    allowAnalytics: boolean;
                                    allowLeads: boolean;
                                    allowVoiceChannel: boolean;
                                } | null;
                            };
                            agents: {
                                id: string;
                                title: string;
                                imageURL: string | null;
                                lastModified: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The agency's subdomain and custom domain with the DNS records to add, and its white-label entitlement. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rootDomain: string;
                            subdomain: {
                                /** @enum {string} */
                                kind: "subdomain" | "custom";
                                domain: string;
                                /** @enum {string} */
                                status: "pending" | "verified" | "live";
                                records: {
                                    /** @enum {string} */
                                    type: "A" | "CNAME" | "TXT";
                                    name: string;
                                    value: string;
                                    /** @enum {string} */
                                    ttl: "Auto";
                                    /** @enum {string} */
                                    status: "pending" | "verified";
                                }[];
                                lastProblem: string | null;
                                verifiedAt: string | null;
                                liveAt: string | null;
                                checkedAt: string | null;
                            } | null;
                            custom: {
                                /** @enum {string} */
                                kind: "subdomain" | "custom";
                                domain: string;
                                /** @enum {string} */
                                status: "pending" | "verified" | "live";
                                records: {
                                    /** @enum {string} */
                                    type: "A" | "CNAME" | "TXT";
                                    name: string;
                                    value: string;
                                    /** @enum {string} */
                                    ttl: "Auto";
                                    /** @enum {string} */
                                    status: "pending" | "verified";
                                }[];
                                lastProblem: string | null;
                                verifiedAt: string | null;
                                liveAt: string | null;
                                checkedAt: string | null;
                            } | null;
                            whitelabel: {
                                entitled: boolean;
                                trial: {
                                    startedAt: string;
                                    endsAt: string;
                                } | null;
                                canStartTrial: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/domains/subdomain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subdomain: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            kind: "subdomain" | "custom";
                            domain: string;
                            /** @enum {string} */
                            status: "pending" | "verified" | "live";
                            records: {
                                /** @enum {string} */
                                type: "A" | "CNAME" | "TXT";
                                name: string;
                                value: string;
                                /** @enum {string} */
                                ttl: "Auto";
                                /** @enum {string} */
                                status: "pending" | "verified";
                            }[];
                            lastProblem: string | null;
                            verifiedAt: string | null;
                            liveAt: string | null;
                            checkedAt: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/domains/custom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Saves the custom domain (needs the white-label entitlement) and checks its DNS records at once. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        domain: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            kind: "subdomain" | "custom";
                            domain: string;
                            /** @enum {string} */
                            status: "pending" | "verified" | "live";
                            records: {
                                /** @enum {string} */
                                type: "A" | "CNAME" | "TXT";
                                name: string;
                                value: string;
                                /** @enum {string} */
                                ttl: "Auto";
                                /** @enum {string} */
                                status: "pending" | "verified";
                            }[];
                            lastProblem: string | null;
                            verifiedAt: string | null;
                            liveAt: string | null;
                            checkedAt: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/domains/{kind}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Checks the domain now: its DNS records while not verified, then whether it answers (live). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    kind: "subdomain" | "custom";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            kind: "subdomain" | "custom";
                            domain: string;
                            /** @enum {string} */
                            status: "pending" | "verified" | "live";
                            records: {
                                /** @enum {string} */
                                type: "A" | "CNAME" | "TXT";
                                name: string;
                                value: string;
                                /** @enum {string} */
                                ttl: "Auto";
                                /** @enum {string} */
                                status: "pending" | "verified";
                            }[];
                            lastProblem: string | null;
                            verifiedAt: string | null;
                            liveAt: string | null;
                            checkedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/domains/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    kind: "subdomain" | "custom";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/domains/{kind}/instructions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    kind: "subdomain" | "custom";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/whitelabel-trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Starts the workspace's one 14-day whitelabel trial. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entitled: boolean;
                            trial: {
                                startedAt: string;
                                endsAt: string;
                            } | null;
                            canStartTrial: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The workspace's agency settings; the defaults until the first save. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default  */
                            brandingText: string;
                            /** @default null */
                            squarePhotoURL: string | null;
                            /** @default null */
                            darkModeSquarePhotoURL: string | null;
                            /** @default null */
                            faviconURL: string | null;
                            googleFont: string;
                            /** @default null */
                            customTheme: {
                                primary: string;
                                /** @enum {string} */
                                themeType: "light" | "dark";
                                palette: (number)[][];
                            } | null;
                            /**
                             * @default default
                             * @enum {string}
                             */
                            themeVariant: "default" | "bordered" | "faded" | "flat";
                            /**
                             * @default plain
                             * @enum {string}
                             */
                            themeColorUsage: "plain" | "colorful" | "gradient";
                            /** @default  */
                            customCSS: string;
                            /** @default  */
                            supportEmail: "" | string;
                            /** @default  */
                            tosPage: "" | string;
                            /** @default  */
                            privacyPolicyPage: "" | string;
                            /** @default  */
                            mainWebsite: "" | string;
                            /** @default  */
                            address: string;
                            settings: {
                                /** @default false */
                                enableClientSignup: boolean;
                                /** @default false */
                                disablePasswordLogin: boolean;
                                clientOnboarding: {
                                    /** @default true */
                                    showWelcomeStep: boolean;
                                    /** @default true */
                                    showGoalsStep: boolean;
                                    /** @default true */
                                    showCompanyInfoStep: boolean;
                                    /** @default true */
                                    showAgentCreationStep: boolean;
                                    /** @default true */
                                    requireCompanyName: boolean;
                                    /** @default false */
                                    requireCompanyWebsite: boolean;
                                    /** @default true */
                                    requireCompanyDescription: boolean;
                                    /** @default true */
                                    showTestTextAgent: boolean;
                                    /** @default true */
                                    showTryVoice: boolean;
                                    /** @default true */
                                    showWidgetScript: boolean;
                                };
                                /**
                                 * @default vertical
                                 * @enum {string}
                                 */
                                defaultDashboardLayout: "vertical" | "horizontal";
                                /**
                                 * @default [
                                 *       "/home",
                                 *       "/analytics",
                                 *       "/convos",
                                 *       "/leads"
                                 *     ]
                                 */
                                defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                /** @default true */
                                defaultAllowCreateAgents: boolean;
                                /** @default true */
                                defaultCanDelegateChats: boolean;
                                /** @default false */
                                defaultHideAdvancedSettings: boolean;
                            };
                            /** @default [] */
                            customTabs: {
                                label: string;
                                href: string;
                                /** @enum {string} */
                                pageType: "html" | "iframe";
                                htmlContent: string;
                                jsContent: string;
                                iframeUrl: string;
                                alwaysVisible: boolean;
                                id: string;
                                iconUrl: string | null;
                            }[];
                            workspaceUid: string;
                            name: string;
                            hasAdminSecret: boolean;
                            /** Format: date-time */
                            createdAt: string | null;
                            /** Format: date-time */
                            lastModified: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Merges the edited fields into the agency settings, creating them on the first save. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        brandingText?: string;
                        googleFont?: string;
                        customTheme?: {
                            primary: string;
                            /** @enum {string} */
                            themeType: "light" | "dark";
                            palette?: (number)[][];
                        } | null;
                        /** @enum {string} */
                        themeVariant?: "default" | "bordered" | "faded" | "flat";
                        /** @enum {string} */
                        themeColorUsage?: "plain" | "colorful" | "gradient";
                        customCSS?: string;
                        supportEmail?: "" | string;
                        tosPage?: "" | string;
                        privacyPolicyPage?: "" | string;
                        mainWebsite?: "" | string;
                        address?: string;
                        settings?: {
                            /** @default false */
                            enableClientSignup?: boolean;
                            /** @default false */
                            disablePasswordLogin?: boolean;
                            clientOnboarding?: {
                                /** @default true */
                                showWelcomeStep?: boolean;
                                /** @default true */
                                showGoalsStep?: boolean;
                                /** @default true */
                                showCompanyInfoStep?: boolean;
                                /** @default true */
                                showAgentCreationStep?: boolean;
                                /** @default true */
                                requireCompanyName?: boolean;
                                /** @default false */
                                requireCompanyWebsite?: boolean;
                                /** @default true */
                                requireCompanyDescription?: boolean;
                                /** @default true */
                                showTestTextAgent?: boolean;
                                /** @default true */
                                showTryVoice?: boolean;
                                /** @default true */
                                showWidgetScript?: boolean;
                            };
                            /**
                             * @default vertical
                             * @enum {string}
                             */
                            defaultDashboardLayout?: "vertical" | "horizontal";
                            /**
                             * @default [
                             *       "/home",
                             *       "/analytics",
                             *       "/convos",
                             *       "/leads"
                             *     ]
                             */
                            defaultClientAccess?: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                            /** @default true */
                            defaultAllowCreateAgents?: boolean;
                            /** @default true */
                            defaultCanDelegateChats?: boolean;
                            /** @default false */
                            defaultHideAdvancedSettings?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default  */
                            brandingText: string;
                            /** @default null */
                            squarePhotoURL: string | null;
                            /** @default null */
                            darkModeSquarePhotoURL: string | null;
                            /** @default null */
                            faviconURL: string | null;
                            googleFont: string;
                            /** @default null */
                            customTheme: {
                                primary: string;
                                /** @enum {string} */
                                themeType: "light" | "dark";
                                palette: (number)[][];
                            } | null;
                            /**
                             * @default default
                             * @enum {string}
                             */
                            themeVariant: "default" | "bordered" | "faded" | "flat";
                            /**
                             * @default plain
                             * @enum {string}
                             */
                            themeColorUsage: "plain" | "colorful" | "gradient";
                            /** @default  */
                            customCSS: string;
                            /** @default  */
                            supportEmail: "" | string;
                            /** @default  */
                            tosPage: "" | string;
                            /** @default  */
                            privacyPolicyPage: "" | string;
                            /** @default  */
                            mainWebsite: "" | string;
                            /** @default  */
                            address: string;
                            settings: {
                                /** @default false */
                                enableClientSignup: boolean;
                                /** @default false */
                                disablePasswordLogin: boolean;
                                clientOnboarding: {
                                    /** @default true */
                                    showWelcomeStep: boolean;
                                    /** @default true */
                                    showGoalsStep: boolean;
                                    /** @default true */
                                    showCompanyInfoStep: boolean;
                                    /** @default true */
                                    showAgentCreationStep: boolean;
                                    /** @default true */
                                    requireCompanyName: boolean;
                                    /** @default false */
                                    requireCompanyWebsite: boolean;
                                    /** @default true */
                                    requireCompanyDescription: boolean;
                                    /** @default true */
                                    showTestTextAgent: boolean;
                                    /** @default true */
                                    showTryVoice: boolean;
                                    /** @default true */
                                    showWidgetScript: boolean;
                                };
                                /**
                                 * @default vertical
                                 * @enum {string}
                                 */
                                defaultDashboardLayout: "vertical" | "horizontal";
                                /**
                                 * @default [
                                 *       "/home",
                                 *       "/analytics",
                                 *       "/convos",
                                 *       "/leads"
                                 *     ]
                                 */
                                defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                /** @default true */
                                defaultAllowCreateAgents: boolean;
                                /** @default true */
                                defaultCanDelegateChats: boolean;
                                /** @default false */
                                defaultHideAdvancedSettings: boolean;
                            };
                            /** @default [] */
                            customTabs: {
                                label: string;
                                href: string;
                                /** @enum {string} */
                                pageType: "html" | "iframe";
                                htmlContent: string;
                                jsContent: string;
                                iframeUrl: string;
                                alwaysVisible: boolean;
                                id: string;
                                iconUrl: string | null;
                            }[];
                            workspaceUid: string;
                            name: string;
                            hasAdminSecret: boolean;
                            /** Format: date-time */
                            createdAt: string | null;
                            /** Format: date-time */
                            lastModified: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/pictures/{picture}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The logo, dark mode logo (square PNG, 256x256) or favicon (square PNG, 32x32), as multipart/form-data. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    picture: "logo" | "dark-logo" | "favicon";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default  */
                            brandingText: string;
                            /** @default null */
                            squarePhotoURL: string | null;
                            /** @default null */
                            darkModeSquarePhotoURL: string | null;
                            /** @default null */
                            faviconURL: string | null;
                            googleFont: string;
                            /** @default null */
                            customTheme: {
                                primary: string;
                                /** @enum {string} */
                                themeType: "light" | "dark";
                                palette: (number)[][];
                            } | null;
                            /**
                             * @default default
                             * @enum {string}
                             */
                            themeVariant: "default" | "bordered" | "faded" | "flat";
                            /**
                             * @default plain
                             * @enum {string}
                             */
                            themeColorUsage: "plain" | "colorful" | "gradient";
                            /** @default  */
                            customCSS: string;
                            /** @default  */
                            supportEmail: "" | string;
                            /** @default  */
                            tosPage: "" | string;
                            /** @default  */
                            privacyPolicyPage: "" | string;
                            /** @default  */
                            mainWebsite: "" | string;
                            /** @default  */
                            address: string;
                            settings: {
                                /** @default false */
                                enableClientSignup: boolean;
                                /** @default false */
                                disablePasswordLogin: boolean;
                                clientOnboarding: {
                                    /** @default true */
                                    showWelcomeStep: boolean;
                                    /** @default true */
                                    showGoalsStep: boolean;
                                    /** @default true */
                                    showCompanyInfoStep: boolean;
                                    /** @default true */
                                    showAgentCreationStep: boolean;
                                    /** @default true */
                                    requireCompanyName: boolean;
                                    /** @default false */
                                    requireCompanyWebsite: boolean;
                                    /** @default true */
                                    requireCompanyDescription: boolean;
                                    /** @default true */
                                    showTestTextAgent: boolean;
                                    /** @default true */
                                    showTryVoice: boolean;
                                    /** @default true */
                                    showWidgetScript: boolean;
                                };
                                /**
                                 * @default vertical
                                 * @enum {string}
                                 */
                                defaultDashboardLayout: "vertical" | "horizontal";
                                /**
                                 * @default [
                                 *       "/home",
                                 *       "/analytics",
                                 *       "/convos",
                                 *       "/leads"
                                 *     ]
                                 */
                                defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                /** @default true */
                                defaultAllowCreateAgents: boolean;
                                /** @default true */
                                defaultCanDelegateChats: boolean;
                                /** @default false */
                                defaultHideAdvancedSettings: boolean;
                            };
                            /** @default [] */
                            customTabs: {
                                label: string;
                                href: string;
                                /** @enum {string} */
                                pageType: "html" | "iframe";
                                htmlContent: string;
                                jsContent: string;
                                iframeUrl: string;
                                alwaysVisible: boolean;
                                id: string;
                                iconUrl: string | null;
                            }[];
                            workspaceUid: string;
                            name: string;
                            hasAdminSecret: boolean;
                            /** Format: date-time */
                            createdAt: string | null;
                            /** Format: date-time */
                            lastModified: string | null;
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    picture: "logo" | "dark-logo" | "favicon";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default  */
                            brandingText: string;
                            /** @default null */
                            squarePhotoURL: string | null;
                            /** @default null */
                            darkModeSquarePhotoURL: string | null;
                            /** @default null */
                            faviconURL: string | null;
                            googleFont: string;
                            /** @default null */
                            customTheme: {
                                primary: string;
                                /** @enum {string} */
                                themeType: "light" | "dark";
                                palette: (number)[][];
                            } | null;
                            /**
                             * @default default
                             * @enum {string}
                             */
                            themeVariant: "default" | "bordered" | "faded" | "flat";
                            /**
                             * @default plain
                             * @enum {string}
                             */
                            themeColorUsage: "plain" | "colorful" | "gradient";
                            /** @default  */
                            customCSS: string;
                            /** @default  */
                            supportEmail: "" | string;
                            /** @default  */
                            tosPage: "" | string;
                            /** @default  */
                            privacyPolicyPage: "" | string;
                            /** @default  */
                            mainWebsite: "" | string;
                            /** @default  */
                            address: string;
                            settings: {
                                /** @default false */
                                enableClientSignup: boolean;
                                /** @default false */
                                disablePasswordLogin: boolean;
                                clientOnboarding: {
                                    /** @default true */
                                    showWelcomeStep: boolean;
                                    /** @default true */
                                    showGoalsStep: boolean;
                                    /** @default true */
                                    showCompanyInfoStep: boolean;
                                    /** @default true */
                                    showAgentCreationStep: boolean;
                                    /** @default true */
                                    requireCompanyName: boolean;
                                    /** @default false */
                                    requireCompanyWebsite: boolean;
                                    /** @default true */
                                    requireCompanyDescription: boolean;
                                    /** @default true */
                                    showTestTextAgent: boolean;
                                    /** @default true */
                                    showTryVoice: boolean;
                                    /** @default true */
                                    showWidgetScript: boolean;
                                };
                                /**
                                 * @default vertical
                                 * @enum {string}
                                 */
                                defaultDashboardLayout: "vertical" | "horizontal";
                                /**
                                 * @default [
                                 *       "/home",
                                 *       "/analytics",
                                 *       "/convos",
                                 *       "/leads"
                                 *     ]
                                 */
                                defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                /** @default true */
                                defaultAllowCreateAgents: boolean;
                                /** @default true */
                                defaultCanDelegateChats: boolean;
                                /** @default false */
                                defaultHideAdvancedSettings: boolean;
                            };
                            /** @default [] */
                            customTabs: {
                                label: string;
                                href: string;
                                /** @enum {string} */
                                pageType: "html" | "iframe";
                                htmlContent: string;
                                jsContent: string;
                                iframeUrl: string;
                                alwaysVisible: boolean;
                                id: string;
                                iconUrl: string | null;
                            }[];
                            workspaceUid: string;
                            name: string;
                            hasAdminSecret: boolean;
                            /** Format: date-time */
                            createdAt: string | null;
                            /** Format: date-time */
                            lastModified: string | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/admin-secret/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A new secret for the agency's admin link, answered this once; the previous link stops working. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secret: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency-billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            mode: "stripe" | "sandbox";
                            hasWhitelabel: boolean;
                            transactionFeePercent: number;
                            account: {
                                accountId: string;
                                /** @enum {string} */
                                status: "pending" | "connected";
                                detailsSubmitted: boolean;
                                chargesEnabled: boolean;
                            } | null;
                            usdPerCredit: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            plans: {
                                name: string;
                                price: number;
                                credits: number;
                                /** @default [] */
                                features: string[];
                                /** @default false */
                                isPopular: boolean;
                                /**
                                 * @default {
                                 *       "maxAgents": "infinity",
                                 *       "allowAnalytics": true,
                                 *       "allowLeads": true,
                                 *       "allowVoiceChannel": true
                                 *     }
                                 */
                                limits: {
                                    allowedChannels?: ("whatsapp" | "instagram" | "messenger" | "discord" | "telegram")[];
                                    /** @default infinity */
                                    maxAgents: number | "infinity";
                                    /** @default true */
                                    allowAnalytics: boolean;
                                    /** @default true */
                                    allowLeads: boolean;
                                    /** @default true */
                                    allowVoiceChannel: boolean;
                                };
                                id: string;
                                productId: string;
                                priceId: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency-billing/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Connects the agency's payment account; it is pending until its onboarding is complete. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            mode: "stripe" | "sandbox";
                            hasWhitelabel: boolean;
                            transactionFeePercent: number;
                            account: {
                                accountId: string;
                                /** @enum {string} */
                                status: "pending" | "connected";
                                detailsSubmitted: boolean;
                                chargesEnabled: boolean;
                            } | null;
                            usdPerCredit: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            plans: {
                                name: string;
                                price: number;
                                credits: number;
                                /** @default [] */
                                features: string[];
                                /** @default false */
                                isPopular: boolean;
                                /**
                                 * @default {
                                 *       "maxAgents": "infinity",
                                 *       "allowAnalytics": true,
                                 *       "allowLeads": true,
                                 *       "allowVoiceChannel": true
                                 *     }
                                 */
                                limits: {
                                    allowedChannels?: ("whatsapp" | "instagram" | "messenger" | "discord" | "telegram")[];
                                    /** @default infinity */
                                    maxAgents: number | "infinity";
                                    /** @default true */
                                    allowAnalytics: boolean;
                                    /** @default true */
                                    allowLeads: boolean;
                                    /** @default true */
                                    allowVoiceChannel: boolean;
                                };
                                id: string;
                                productId: string;
                                priceId: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP";
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency-billing/account/onboarding-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Where the agency fills in its payment account's details; the browser goes there. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency-billing/sandbox/onboarding/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Test mode only: the onboarding page's Complete button. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            mode: "stripe" | "sandbox";
                            hasWhitelabel: boolean;
                            transactionFeePercent: number;
                            account: {
                                accountId: string;
                                /** @enum {string} */
                                status: "pending" | "connected";
                                detailsSubmitted: boolean;
                                chargesEnabled: boolean;
                            } | null;
                            usdPerCredit: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            plans: {
                                name: string;
                                price: number;
                                credits: number;
                                /** @default [] */
                                features: string[];
                                /** @default false */
                                isPopular: boolean;
                                /**
                                 * @default {
                                 *       "maxAgents": "infinity",
                                 *       "allowAnalytics": true,
                                 *       "allowLeads": true,
                                 *       "allowVoiceChannel": true
                                 *     }
                                 */
                                limits: {
                                    allowedChannels?: ("whatsapp" | "instagram" | "messenger" | "discord" | "telegram")[];
                                    /** @default infinity */
                                    maxAgents: number | "infinity";
                                    /** @default true */
                                    allowAnalytics: boolean;
                                    /** @default true */
                                    allowLeads: boolean;
                                    /** @default true */
                                    allowVoiceChannel: boolean;
                                };
                                id: string;
                                productId: string;
                                priceId: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP";
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency-billing/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description The per-credit extra charge and the currency the agency bills its clients in. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        usdPerCredit: number;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            mode: "stripe" | "sandbox";
                            hasWhitelabel: boolean;
                            transactionFeePercent: number;
                            account: {
                                accountId: string;
                                /** @enum {string} */
                                status: "pending" | "connected";
                                detailsSubmitted: boolean;
                                chargesEnabled: boolean;
                            } | null;
                            usdPerCredit: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            plans: {
                                name: string;
                                price: number;
                                credits: number;
                                /** @default [] */
                                features: string[];
                                /** @default false */
                                isPopular: boolean;
                                /**
                                 * @default {
                                 *       "maxAgents": "infinity",
                                 *       "allowAnalytics": true,
                                 *       "allowLeads": true,
                                 *       "allowVoiceChannel": true
                                 *     }
                                 */
                                limits: {
                                    allowedChannels?: ("whatsapp" | "instagram" | "messenger" | "discord" | "telegram")[];
                                    /** @default infinity */
                                    maxAgents: number | "infinity";
                                    /** @default true */
                                    allowAnalytics: boolean;
                                    /** @default true */
                                    allowLeads: boolean;
                                    /** @default true */
                                    allowVoiceChannel: boolean;
                                };
                                id: string;
                                productId: string;
                                priceId: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP";
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency-billing/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        price: number;
                        credits: number;
                        /** @default [] */
                        features?: string[];
                        /** @default false */
                        isPopular?: boolean;
                        /**
                         * @default {
                         *       "maxAgents": "infinity",
                         *       "allowAnalytics": true,
                         *       "allowLeads": true,
                         *       "allowVoiceChannel": true
                         *     }
                         */
                        limits?: {
                            allowedChannels?: ("whatsapp" | "instagram" | "messenger" | "discord" | "telegram")[];
                            /** @default infinity */
                            maxAgents?: number | "infinity";
                            /** @default true */
                            allowAnalytics?: boolean;
                            /** @default true */
                            allowLeads?: boolean;
                            /** @default true */
                            allowVoiceChannel?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            price: number;
                            credits: number;
                            /** @default [] */
                            features: string[];
                            /** @default false */
                            isPopular: boolean;
                            /**
                             * @default {
                             *       "maxAgents": "infinity",
                             *       "allowAnalytics": true,
                             *       "allowLeads": true,
                             *       "allowVoiceChannel": true
                             *     }
                             */
                            limits: {
                                allowedChannels?: ("whatsapp" | "instagram" | "messenger" | "discord" | "telegram")[];
                                /** @default infinity */
                                maxAgents: number | "infinity";
                                /** @default true */
                                allowAnalytics: boolean;
                                /** @default true */
                                allowLeads: boolean;
                                /** @default true */
                                allowVoiceChannel: boolean;
                            };
                            id: string;
                            productId: string;
                            priceId: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency-billing/plans/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        price: number;
                        credits: number;
                        /** @default [] */
                        features?: string[];
                        /** @default false */
                        isPopular?: boolean;
                        /**
                         * @default {
                         *       "maxAgents": "infinity",
                         *       "allowAnalytics": true,
                         *       "allowLeads": true,
                         *       "allowVoiceChannel": true
                         *     }
                         */
                        limits?: {
                            allowedChannels?: ("whatsapp" | "instagram" | "messenger" | "discord" | "telegram")[];
                            /** @default infinity */
                            maxAgents?: number | "infinity";
                            /** @default true */
                            allowAnalytics?: boolean;
                            /** @default true */
                            allowLeads?: boolean;
                            /** @default true */
                            allowVoiceChannel?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            price: number;
                            credits: number;
                            /** @default [] */
                            features: string[];
                            /** @default false */
                            isPopular: boolean;
                            /**
                             * @default {
                             *       "maxAgents": "infinity",
                             *       "allowAnalytics": true,
                             *       "allowLeads": true,
                             *       "allowVoiceChannel": true
                             *     }
                             */
                            limits: {
                                allowedChannels?: ("whatsapp" | "instagram" | "messenger" | "discord" | "telegram")[];
                                /** @default infinity */
                                maxAgents: number | "infinity";
                                /** @default true */
                                allowAnalytics: boolean;
                                /** @default true */
                                allowLeads: boolean;
                                /** @default true */
                                allowVoiceChannel: boolean;
                            };
                            id: string;
                            productId: string;
                            priceId: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/custom-tabs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The agency's custom tabs and the origin their HTML pages are served from. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tabs: {
                                label: string;
                                href: string;
                                /** @enum {string} */
                                pageType: "html" | "iframe";
                                htmlContent: string;
                                jsContent: string;
                                iframeUrl: string;
                                alwaysVisible: boolean;
                                id: string;
                                iconUrl: string | null;
                            }[];
                            tabOrigin: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Adds a custom tab. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        label: string;
                        href: string;
                        /** @enum {string} */
                        pageType: "html" | "iframe";
                        htmlContent: string;
                        jsContent: string;
                        iframeUrl: string;
                        alwaysVisible: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tabs: {
                                label: string;
                                href: string;
                                /** @enum {string} */
                                pageType: "html" | "iframe";
                                htmlContent: string;
                                jsContent: string;
                                iframeUrl: string;
                                alwaysVisible: boolean;
                                id: string;
                                iconUrl: string | null;
                            }[];
                            tabOrigin: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/custom-tabs/{tabId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Replaces a custom tab's fields. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    tabId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        label: string;
                        href: string;
                        /** @enum {string} */
                        pageType: "html" | "iframe";
                        htmlContent: string;
                        jsContent: string;
                        iframeUrl: string;
                        alwaysVisible: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tabs: {
                                label: string;
                                href: string;
                                /** @enum {string} */
                                pageType: "html" | "iframe";
                                htmlContent: string;
                                jsContent: string;
                                iframeUrl: string;
                                alwaysVisible: boolean;
                                id: string;
                                iconUrl: string | null;
                            }[];
                            tabOrigin: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** @description Deletes a custom tab and its icon. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    tabId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tabs: {
                                label: string;
                                href: string;
                                /** @enum {string} */
                                pageType: "html" | "iframe";
                                htmlContent: string;
                                jsContent: string;
                                iframeUrl: string;
                                alwaysVisible: boolean;
                                id: string;
                                iconUrl: string | null;
                            }[];
                            tabOrigin: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/custom-tabs/{tabId}/icon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The tab's icon, a picture of at most 1 MB, as multipart/form-data; kept as a PNG. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    tabId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tabs: {
                                label: string;
                                href: string;
                                /** @enum {string} */
                                pageType: "html" | "iframe";
                                htmlContent: string;
                                jsContent: string;
                                iframeUrl: string;
                                alwaysVisible: boolean;
                                id: string;
                                iconUrl: string | null;
                            }[];
                            tabOrigin: string;
                        };
                    };
                };
            };
        };
        /** @description Removes the tab's icon. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    tabId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tabs: {
                                label: string;
                                href: string;
                                /** @enum {string} */
                                pageType: "html" | "iframe";
                                htmlContent: string;
                                jsContent: string;
                                iframeUrl: string;
                                alwaysVisible: boolean;
                                id: string;
                                iconUrl: string | null;
                            }[];
                            tabOrigin: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/orgs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The agency's client organisations with their client users, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            orgs: {
                                id: string;
                                name: string;
                                squarePhotoURL: string | null;
                                preferredLanguage: string;
                                /** @enum {string} */
                                dashboardLayout: "vertical" | "horizontal";
                                defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                                defaultClientTabOrder: string[];
                                predefinedTags: string[];
                                disallowAnyTags: boolean;
                                disableHandoff: boolean;
                                allowBilling: boolean;
                                settings: {
                                    smartHandoff: boolean;
                                    disableHandoffMessages: boolean;
                                    enableCannedResponses: boolean;
                                    disableClientAccess: boolean;
                                    disableClientAccessMessage: string;
                                    allowedSettings: string[];
                                };
                                credits: number;
                                /** Format: date-time */
                                createdAt: string;
                                lastModified: number;
                                clients: {
                                    id: string;
                                    orgId: string;
                                    name: string;
                                    email: string;
                                    dashboardPassword: string;
                                    canAccess: string[];
                                    clientTabOrder: string[];
                                    isAdmin: boolean;
                                    isOrgAdmin: boolean;
                                    allowCreateAgents: boolean;
                                    canDelegateChats: boolean;
                                    hideAdvancedSettings: boolean;
                                    widgetIDs: string[];
                                    notificationsSettings: {
                                        /** @enum {string} */
                                        notifyThrough: "email" | "push" | "all" | "none";
                                        /** @enum {string} */
                                        notifyIf: "all" | "requestsOnly" | "none";
                                    };
                                    preferredLanguage: string;
                                    /** @enum {string} */
                                    status: "online" | "offline";
                                    isNewSignup: boolean;
                                    onboardingCompleted: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    lastModified: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Adds a client organisation; left-out fields take the agency's defaults for new clients. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default New Organization */
                        name?: string;
                        /** Format: uri */
                        squarePhotoURL?: string | null;
                        preferredLanguage?: string;
                        /** @enum {string} */
                        dashboardLayout?: "vertical" | "horizontal";
                        defaultClientAccess?: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                        defaultClientTabOrder?: string[];
                        predefinedTags?: string[];
                        disallowAnyTags?: boolean;
                        disableHandoff?: boolean;
                        allowBilling?: boolean;
                        /** @default {} */
                        settings?: {
                            /** @default false */
                            smartHandoff?: boolean;
                            /** @default false */
                            disableHandoffMessages?: boolean;
                            /** @default false */
                            enableCannedResponses?: boolean;
                            /** @default false */
                            disableClientAccess?: boolean;
                            /** @default  */
                            disableClientAccessMessage?: string;
                            allowedSettings?: string[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            squarePhotoURL: string | null;
                            preferredLanguage: string;
                            /** @enum {string} */
                            dashboardLayout: "vertical" | "horizontal";
                            defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                            defaultClientTabOrder: string[];
                            predefinedTags: string[];
                            disallowAnyTags: boolean;
                            disableHandoff: boolean;
                            allowBilling: boolean;
                            settings: {
                                smartHandoff: boolean;
                                disableHandoffMessages: boolean;
                                enableCannedResponses: boolean;
                                disableClientAccess: boolean;
                                disableClientAccessMessage: string;
                                allowedSettings: string[];
                            };
                            credits: number;
                            /** Format: date-time */
                            createdAt: string;
                            lastModified: number;
                            clients: {
                                id: string;
                                orgId: string;
                                name: string;
                                email: string;
                                dashboardPassword: string;
                                canAccess: string[];
                                clientTabOrder: string[];
                                isAdmin: boolean;
                                isOrgAdmin: boolean;
                                allowCreateAgents: boolean;
                                canDelegateChats: boolean;
                                hideAdvancedSettings: boolean;
                                widgetIDs: string[];
                                notificationsSettings: {
                                    /** @enum {string} */
                                    notifyThrough: "email" | "push" | "all" | "none";
                                    /** @enum {string} */
                                    notifyIf: "all" | "requestsOnly" | "none";
                                };
                                preferredLanguage: string;
                                /** @enum {string} */
                                status: "online" | "offline";
                                isNewSignup: boolean;
                                onboardingCompleted: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastModified: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/orgs/{orgId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Deletes an organisation with its client users; its credits go back to the workspace. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    orgId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Merges the edited fields into an organisation; its existing clients keep their access. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    orgId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        /** Format: uri */
                        squarePhotoURL?: string | null;
                        preferredLanguage?: string;
                        /** @enum {string} */
                        dashboardLayout?: "vertical" | "horizontal";
                        defaultClientAccess?: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                        defaultClientTabOrder?: string[];
                        predefinedTags?: string[];
                        disallowAnyTags?: boolean;
                        disableHandoff?: boolean;
                        allowBilling?: boolean;
                        settings?: {
                            smartHandoff?: boolean;
                            disableHandoffMessages?: boolean;
                            enableCannedResponses?: boolean;
                            disableClientAccess?: boolean;
                            disableClientAccessMessage?: string;
                            allowedSettings?: string[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            squarePhotoURL: string | null;
                            preferredLanguage: string;
                            /** @enum {string} */
                            dashboardLayout: "vertical" | "horizontal";
                            defaultClientAccess: ("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing")[];
                            defaultClientTabOrder: string[];
                            predefinedTags: string[];
                            disallowAnyTags: boolean;
                            disableHandoff: boolean;
                            allowBilling: boolean;
                            settings: {
                                smartHandoff: boolean;
                                disableHandoffMessages: boolean;
                                enableCannedResponses: boolean;
                                disableClientAccess: boolean;
                                disableClientAccessMessage: string;
                                allowedSettings: string[];
                            };
                            credits: number;
                            /** Format: date-time */
                            createdAt: string;
                            lastModified: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/orgs/{orgId}/credits/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Moves credits between the workspace and the organisation in one transaction; answers both balances. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    orgId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        direction: "toOrg" | "toWorkspace";
                        amount: number;
                        idempotencyKey?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            credits: number;
                            workspaceCredits: number;
                            orgCredits: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/orgs/{orgId}/billing-margin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What the organisation paid (net of the platform's fee) against its agents' usage at the platform's price, in USD. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    orgId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            orgId: string;
                            billingApplies: boolean;
                            paid: number;
                            platformFee: number;
                            creditsUsed: number;
                            cost: number;
                            margin: number;
                            /** @enum {string} */
                            currency: "USD";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/orgs/{orgId}/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds a client user to an organisation with a new 15-character dashboard password; left-out fields take the organisation's and the agency's defaults. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    orgId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        canAccess?: (("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing") | string)[];
                        clientTabOrder?: string[];
                        isAdmin?: boolean;
                        isOrgAdmin?: boolean;
                        allowCreateAgents?: boolean;
                        canDelegateChats?: boolean;
                        hideAdvancedSettings?: boolean;
                        widgetIDs?: string[];
                        notificationsSettings?: {
                            /**
                             * @default all
                             * @enum {string}
                             */
                            notifyThrough?: "email" | "push" | "all" | "none";
                            /**
                             * @default all
                             * @enum {string}
                             */
                            notifyIf?: "all" | "requestsOnly" | "none";
                        };
                        preferredLanguage?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            orgId: string;
                            name: string;
                            email: string;
                            dashboardPassword: string;
                            canAccess: string[];
                            clientTabOrder: string[];
                            isAdmin: boolean;
                            isOrgAdmin: boolean;
                            allowCreateAgents: boolean;
                            canDelegateChats: boolean;
                            hideAdvancedSettings: boolean;
                            widgetIDs: string[];
                            notificationsSettings: {
                                /** @enum {string} */
                                notifyThrough: "email" | "push" | "all" | "none";
                                /** @enum {string} */
                                notifyIf: "all" | "requestsOnly" | "none";
                            };
                            preferredLanguage: string;
                            /** @enum {string} */
                            status: "online" | "offline";
                            isNewSignup: boolean;
                            onboardingCompleted: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastModified: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes a client user. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** @description Merges the edited fields into a client user; the organisation's defaults are not applied again. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        email?: string;
                        canAccess?: (("/home" | "/voice" | "/metrics" | "/campaigns" | "/convos" | "/leads" | "/analytics" | "/kb" | "/channels" | "/prompt" | "/nodes" | "/settings" | "/billing") | string)[];
                        clientTabOrder?: string[];
                        isAdmin?: boolean;
                        isOrgAdmin?: boolean;
                        allowCreateAgents?: boolean;
                        canDelegateChats?: boolean;
                        hideAdvancedSettings?: boolean;
                        widgetIDs?: string[];
                        notificationsSettings?: {
                            /**
                             * @default all
                             * @enum {string}
                             */
                            notifyThrough?: "email" | "push" | "all" | "none";
                            /**
                             * @default all
                             * @enum {string}
                             */
                            notifyIf?: "all" | "requestsOnly" | "none";
                        };
                        preferredLanguage?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            orgId: string;
                            name: string;
                            email: string;
                            dashboardPassword: string;
                            canAccess: string[];
                            clientTabOrder: string[];
                            isAdmin: boolean;
                            isOrgAdmin: boolean;
                            allowCreateAgents: boolean;
                            canDelegateChats: boolean;
                            hideAdvancedSettings: boolean;
                            widgetIDs: string[];
                            notificationsSettings: {
                                /** @enum {string} */
                                notifyThrough: "email" | "push" | "all" | "none";
                                /** @enum {string} */
                                notifyIf: "all" | "requestsOnly" | "none";
                            };
                            preferredLanguage: string;
                            /** @enum {string} */
                            status: "online" | "offline";
                            isNewSignup: boolean;
                            onboardingCompleted: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastModified: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/agency/clients/{clientId}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Gives the client a new dashboard password; sessions signed in with the old one end. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            orgId: string;
                            name: string;
                            email: string;
                            dashboardPassword: string;
                            canAccess: string[];
                            clientTabOrder: string[];
                            isAdmin: boolean;
                            isOrgAdmin: boolean;
                            allowCreateAgents: boolean;
                            canDelegateChats: boolean;
                            hideAdvancedSettings: boolean;
                            widgetIDs: string[];
                            notificationsSettings: {
                                /** @enum {string} */
                                notifyThrough: "email" | "push" | "all" | "none";
                                /** @enum {string} */
                                notifyIf: "all" | "requestsOnly" | "none";
                            };
                            preferredLanguage: string;
                            /** @enum {string} */
                            status: "online" | "offline";
                            isNewSignup: boolean;
                            onboardingCompleted: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastModified: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{region}/workspaces/{uid}/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Security-relevant actions in the workspace, newest first: sign-ins, members, secrets, credentials, domains, billing, the agency admin link. `action` filters; `cursor` is the previous page’s `nextCursor`. */
        get: {
            parameters: {
                query?: {
                    action?: "auth.signedIn" | "auth.signInFailed" | "auth.passwordResetRequested" | "auth.passwordReset" | "members.invited" | "members.invitationRevoked" | "members.joined" | "members.removed" | "members.roleChanged" | "members.permissionsChanged" | "secrets.regenerated" | "credentials.added" | "credentials.changed" | "credentials.removed" | "domains.added" | "domains.verified" | "domains.removed" | "billing.paymentMethodChanged" | "billing.subscriptionChanged" | "agency.adminLinkUsed";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    region: "na" | "eu";
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                id: number;
                                /** @enum {string} */
                                action: "auth.signedIn" | "auth.signInFailed" | "auth.passwordResetRequested" | "auth.passwordReset" | "members.invited" | "members.invitationRevoked" | "members.joined" | "members.removed" | "members.roleChanged" | "members.permissionsChanged" | "secrets.regenerated" | "credentials.added" | "credentials.changed" | "credentials.removed" | "domains.added" | "domains.verified" | "domains.removed" | "billing.paymentMethodChanged" | "billing.subscriptionChanged" | "agency.adminLinkUsed";
                                actor: {
                                    /** @enum {string} */
                                    kind: "user" | "member" | "workspaceSecret" | "client" | "system";
                                    id: string | null;
                                };
                                target: string | null;
                                ip: string | null;
                                userAgent: string | null;
                                detail: {
                                    [key: string]: (string | number | boolean) | null;
                                };
                                at: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
