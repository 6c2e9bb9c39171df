// Generated from the server's OpenAPI document by `npm run api:types`
// (scripts/generate-api-types.ts). Do not edit: change the route schemas and run it again.

export interface paths {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in diner's details */
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
                            profile: {
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                phone: string | null;
                                username: string;
                            };
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
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
    "/api/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete my account (needs the password): orders kept without personal data, future bookings canceled, every session ended */
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
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the sign-in address (needs the password): a link goes to the new address; the account moves when it is used */
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
                        newEmail: string;
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
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download my data: profile, addresses, orders and reservations as JSON */
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
                            exportedAt: string;
                            parts: {
                                [key: string]: unknown;
                            };
                            profile: {
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                phone: string | null;
                                username: string;
                            };
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
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
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (needs the current one); signs out every other session */
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
                        currentPassword: string;
                        newPassword: string;
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
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the name and phone */
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
                        phone: string;
                        username: string;
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
                            profile: {
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                phone: string | null;
                                username: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Needs attention: payments confirmed after checkout closed (recorded or refunded) and refunds not gone through yet, each with what happened and what to do (staff with orders.manage) */
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
                            items: ({
                                amountMinor: number;
                                at: string;
                                currency: string;
                                customerEmail: string;
                                customerName: string;
                                /** @enum {string} */
                                kind: "late_payment_recorded";
                                reference: string;
                                whatHappened: string;
                                whatToDo: string;
                            } | {
                                amountMinor: number;
                                at: string;
                                currency: string;
                                customerEmail: string;
                                customerName: string;
                                /** @enum {string} */
                                kind: "late_payment_refunded";
                                reference: string;
                                refundStatus: string;
                                whatHappened: string;
                                whatToDo: string;
                            } | {
                                amountMinor: number;
                                at: string;
                                currency: string;
                                customerEmail: string;
                                customerName: string;
                                /** @enum {string} */
                                kind: "refund_owed";
                                reference: string;
                                refundStatus: string;
                                whatHappened: string;
                                whatToDo: string;
                            } | {
                                amountMinor: number;
                                at: string;
                                currency: string;
                                customerEmail: string;
                                customerName: string;
                                /** @enum {string} */
                                kind: "refund_stuck";
                                reference: string;
                                refundStatus: string;
                                whatHappened: string;
                                whatToDo: string;
                            })[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
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
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log: staff changes newest first, 50 per page, by kind, person and days (staff with audit.view) */
        get: {
            parameters: {
                query?: {
                    action?: "order.stage" | "order.mark_delivered" | "order.refund" | "order.staff_place" | "order.mark_paid" | "order.payment_link_resend" | "booking.confirm" | "booking.table" | "booking.status" | "booking.edit" | "booking.walk_in" | "dish.create" | "dish.update" | "dish.delete" | "dish.options" | "soldout.set" | "category.create" | "category.update" | "category.move" | "category.delete" | "settings.update" | "settings.pause" | "settings.resume" | "tables.create" | "tables.update" | "tables.delete" | "staff.invite" | "staff.invite_resend" | "staff.invite_revoke" | "staff.join" | "staff.role" | "staff.deactivate" | "staff.reactivate";
                    actor?: string;
                    before?: string;
                    from?: string;
                    to?: string;
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
                    content: {
                        "application/json": {
                            entries: {
                                /** @enum {string} */
                                action: "order.stage" | "order.mark_delivered" | "order.refund" | "order.staff_place" | "order.mark_paid" | "order.payment_link_resend" | "booking.confirm" | "booking.table" | "booking.status" | "booking.edit" | "booking.walk_in" | "dish.create" | "dish.update" | "dish.delete" | "dish.options" | "soldout.set" | "category.create" | "category.update" | "category.move" | "category.delete" | "settings.update" | "settings.pause" | "settings.resume" | "tables.create" | "tables.update" | "tables.delete" | "staff.invite" | "staff.invite_resend" | "staff.invite_revoke" | "staff.join" | "staff.role" | "staff.deactivate" | "staff.reactivate";
                                actor: {
                                    email: string;
                                    id: string;
                                    role: string;
                                };
                                after: {
                                    [key: string]: unknown;
                                } | null;
                                at: string;
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                id: string;
                                subjectId: string;
                                /** @enum {string} */
                                subjectType: "order" | "booking" | "dish" | "choice" | "category" | "settings" | "table" | "staff" | "invitation";
                                summary: string;
                            }[];
                            next: string | null;
                            pageSize: number;
                            prev: string | null;
                            start: number;
                            timeZone: string;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
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
    "/api/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every category in the menu's order, hidden ones included, with its dish count (staff with menu.edit) */
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
                            categories: {
                                dishCount: number;
                                hidden: boolean;
                                id: string;
                                name: string;
                                position: number;
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add a category at the end of the order; 409 when the name exists (staff with menu.edit) */
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
                            category: {
                                dishCount: number;
                                hidden: boolean;
                                id: string;
                                name: string;
                                position: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an empty category; 409 while it has dishes (hide it instead) (staff with menu.edit) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        /** Rename a category (its dishes follow) and/or hide it from the menu or show it again (staff with menu.edit) */
        patch: {
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
                    "application/json": {
                        hidden?: boolean;
                        name?: string;
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
                            category: {
                                dishCount: number;
                                hidden: boolean;
                                id: string;
                                name: string;
                                position: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/api/admin/categories/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a category one place up or down in the order; answers the new order (staff with menu.edit) */
        post: {
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
                    "application/json": {
                        /** @enum {string} */
                        direction: "up" | "down";
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
                            categories: {
                                dishCount: number;
                                hidden: boolean;
                                id: string;
                                name: string;
                                position: number;
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers who ordered, most recent first, with orders, spent and last order; search by the start of a name, e-mail or phone (staff with customers.view) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    search?: string;
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
                    content: {
                        "application/json": {
                            items: {
                                email: string;
                                /** Format: uuid */
                                id: string;
                                lastOrderAt: string;
                                name: string;
                                orders: number;
                                phone: string;
                                spentMinor: number;
                            }[];
                            next: string | null;
                            pageSize: number;
                            prev: string | null;
                            start: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
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
    "/api/admin/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's contact and figures (staff with customers.view) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customer: {
                                email: string;
                                /** Format: uuid */
                                id: string;
                                lastOrderAt: string;
                                name: string;
                                orders: number;
                                phone: string;
                                spentMinor: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
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
    "/api/admin/customers/{id}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's bookings, upcoming first (staff with customers.view) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
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
                            items: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            }[];
                            next: string | null;
                            pageSize: number;
                            prev: string | null;
                            start: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
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
    "/api/admin/customers/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's orders, newest first (staff with customers.view) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
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
                            items: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            }[];
                            next: string | null;
                            pageSize: number;
                            prev: string | null;
                            start: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
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
    "/api/admin/dishes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every dish of the restaurant, hidden ones included (staff with soldout.edit) */
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
                            items: {
                                allergens?: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "tree-nuts" | "peanuts" | "sesame" | "soybeans" | "sulphites")[];
                                area: string;
                                available: boolean;
                                category: string;
                                description: string;
                                diets?: ("vegetarian" | "vegan" | "halal" | "gluten-free")[];
                                id: string;
                                image: {
                                    height: number;
                                    url: string;
                                    width: number;
                                };
                                name: string;
                                options?: {
                                    choices: {
                                        available: boolean;
                                        deltaMinor: number;
                                        id: string;
                                        isDefault: boolean;
                                        name: string;
                                        soldOut?: boolean;
                                        soldOutUntil?: string | null;
                                    }[];
                                    id: string;
                                    maxChoices: number;
                                    minChoices: number;
                                    name: string;
                                    required: boolean;
                                }[];
                                priceMinor: number;
                                soldOut?: boolean;
                                soldOutUntil?: string | null;
                                spicy?: number;
                                stock?: number | null;
                            }[];
                            /** @enum {string} */
                            source: "local" | "themealdb";
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add a dish to the menu; its picture comes from POST /api/admin/uploads (staff with menu.edit) */
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
                        allergens?: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "tree-nuts" | "peanuts" | "sesame" | "soybeans" | "sulphites")[];
                        area: string;
                        /** @default true */
                        available?: boolean;
                        category: string;
                        /** @default  */
                        description?: string;
                        diets?: ("vegetarian" | "vegan" | "halal" | "gluten-free")[];
                        image: {
                            height: number;
                            url: string;
                            width: number;
                        };
                        name: string;
                        priceMinor: number;
                        /** @default 0 */
                        spicy?: number;
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
                            item: {
                                allergens?: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "tree-nuts" | "peanuts" | "sesame" | "soybeans" | "sulphites")[];
                                area: string;
                                available: boolean;
                                category: string;
                                description: string;
                                diets?: ("vegetarian" | "vegan" | "halal" | "gluten-free")[];
                                id: string;
                                image: {
                                    height: number;
                                    url: string;
                                    width: number;
                                };
                                name: string;
                                options?: {
                                    choices: {
                                        available: boolean;
                                        deltaMinor: number;
                                        id: string;
                                        isDefault: boolean;
                                        name: string;
                                        soldOut?: boolean;
                                        soldOutUntil?: string | null;
                                    }[];
                                    id: string;
                                    maxChoices: number;
                                    minChoices: number;
                                    name: string;
                                    required: boolean;
                                }[];
                                priceMinor: number;
                                soldOut?: boolean;
                                soldOutUntil?: string | null;
                                spicy?: number;
                                stock?: number | null;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dishes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a dish from the menu; past orders keep their copy of it (staff with menu.edit) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        /** Change a dish; {available:false} hides it from the menu, {available:true} shows it again (staff with soldout.edit) */
        patch: {
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
                    "application/json": {
                        allergens?: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "tree-nuts" | "peanuts" | "sesame" | "soybeans" | "sulphites")[];
                        area?: string;
                        available?: boolean;
                        category?: string;
                        description?: string;
                        diets?: ("vegetarian" | "vegan" | "halal" | "gluten-free")[];
                        image?: {
                            height: number;
                            url: string;
                            width: number;
                        };
                        name?: string;
                        priceMinor?: number;
                        spicy?: number;
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
                            item: {
                                allergens?: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "tree-nuts" | "peanuts" | "sesame" | "soybeans" | "sulphites")[];
                                area: string;
                                available: boolean;
                                category: string;
                                description: string;
                                diets?: ("vegetarian" | "vegan" | "halal" | "gluten-free")[];
                                id: string;
                                image: {
                                    height: number;
                                    url: string;
                                    width: number;
                                };
                                name: string;
                                options?: {
                                    choices: {
                                        available: boolean;
                                        deltaMinor: number;
                                        id: string;
                                        isDefault: boolean;
                                        name: string;
                                        soldOut?: boolean;
                                        soldOutUntil?: string | null;
                                    }[];
                                    id: string;
                                    maxChoices: number;
                                    minChoices: number;
                                    name: string;
                                    required: boolean;
                                }[];
                                priceMinor: number;
                                soldOut?: boolean;
                                soldOutUntil?: string | null;
                                spicy?: number;
                                stock?: number | null;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/api/admin/dishes/{id}/choices/{choiceId}/sold-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one choice of a dish (Large, Olives...) sold out for today or until turned back, or back on sale (staff) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    choiceId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode?: "today" | "manual" | "off";
                        stock?: number | null;
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
                            soldOut: boolean;
                            soldOutUntil: string | null;
                            stock: number | null;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dishes/{id}/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a dish's option groups (Size, Extras...: rules, choices, price deltas); ids it had are kept (staff with menu.edit) */
        put: {
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
                    "application/json": {
                        groups: {
                            choices: {
                                /** @default true */
                                available?: boolean;
                                deltaMinor: number;
                                /** Format: uuid */
                                id?: string;
                                /** @default false */
                                isDefault?: boolean;
                                name: string;
                            }[];
                            /** Format: uuid */
                            id?: string;
                            maxChoices: number;
                            minChoices: number;
                            name: string;
                            required: boolean;
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
                            groups: {
                                choices: {
                                    available: boolean;
                                    deltaMinor: number;
                                    id: string;
                                    isDefault: boolean;
                                    name: string;
                                    soldOut?: boolean;
                                    soldOutUntil?: string | null;
                                }[];
                                id: string;
                                maxChoices: number;
                                minChoices: number;
                                name: string;
                                required: boolean;
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dishes/{id}/sold-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a dish sold out for today (back at the next midnight) or until turned back, or back on sale; optionally portions left (staff) */
        put: {
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
                    "application/json": {
                        /** @enum {string} */
                        mode?: "today" | "manual" | "off";
                        stock?: number | null;
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
                            soldOut: boolean;
                            soldOutUntil: string | null;
                            stock: number | null;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events: every order change (paid, delivered, canceled, refunded), for the live back office (staff with orders.watch) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A text/event-stream of `orders` events: {"type":"order.delivered","orderIds":["TV-..."]} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                400: components["responses"]["ErrorTextEventStream"];
                401: components["responses"]["ErrorTextEventStream"];
                403: components["responses"]["ErrorTextEventStream"];
                404: components["responses"]["ErrorTextEventStream"];
                409: components["responses"]["ErrorTextEventStream"];
                429: components["responses"]["ErrorTextEventStream"];
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
    "/api/admin/kitchen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every active order as a kitchen ticket, oldest first (staff with kitchen.board) */
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
                            now: string;
                            tickets: {
                                acknowledged: boolean;
                                customerName: string;
                                customerPhone: string;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    choices: string[];
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt: string;
                                prepDueAt?: string | null;
                                readyAt: string | null;
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery";
                                timeline: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                unpaid?: {
                                    amountMinor: number;
                                    /** @enum {string} */
                                    method: "cash" | "card_terminal" | "payment_link";
                                } | null;
                            }[];
                            timeZone: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
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
    "/api/admin/kitchen/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ticket of the board; null once the order left it (staff with kitchen.board) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
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
                            ticket: {
                                acknowledged: boolean;
                                customerName: string;
                                customerPhone: string;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    choices: string[];
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt: string;
                                prepDueAt?: string | null;
                                readyAt: string | null;
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery";
                                timeline: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                unpaid?: {
                                    amountMinor: number;
                                    /** @enum {string} */
                                    method: "cash" | "card_terminal" | "payment_link";
                                } | null;
                            } | null;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
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
    "/api/admin/now/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bookings to confirm and tonight's covers, on the restaurant's day (staff with reservations.manage) */
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
                            date: string;
                            toConfirm: number;
                            tonightCovers: number;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
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
    "/api/admin/now/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** New orders waiting to be accepted, and orders late against their estimate (staff with orders.watch) */
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
                            late: number;
                            waiting: number;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
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
    "/api/admin/ordering-pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether online orders are paused, since when and by whom (staff with ordering.pause) */
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
                            by: string | null;
                            on: boolean;
                            since: string | null;
                            until: string | null;
                            words: string | null;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        /** Pauses or resumes online orders at once, on its own; audited and told to open storefronts (staff with ordering.pause) */
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
                        on: boolean;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        until?: string | null;
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
                            by: string | null;
                            on: boolean;
                            since: string | null;
                            until: string | null;
                            words: string | null;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders by filter (all, newest = last 24 h, 7d, 1m, 1y, delivered, not-delivered) and order-id search, newest first, 4 per page (staff with orders.manage) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    filter?: "all" | "newest" | "7d" | "1m" | "1y" | "delivered" | "not-delivered";
                    from?: string;
                    fulfilment?: "delivery" | "pickup";
                    search?: string;
                    stage?: "active" | "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                    to?: string;
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
                    content: {
                        "application/json": {
                            items: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            }[];
                            next: string | null;
                            pageSize: number;
                            prev: string | null;
                            start: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Place a phone or counter order: dishes with their choices, the customer, pickup or delivery (zone fee as at checkout), as soon as possible or at an offered slot, paid at the counter or on delivery (recorded unpaid until marked paid) or by a mailed card payment link. ASAP while online orders would refuse it (closed, paused, full) is a 409 with fields.takeAnyway unless takeAnyway is true (staff with orders.manage) */
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
                        customer: {
                            /** @default  */
                            email?: string;
                            name: string;
                            phone: string;
                        };
                        delivery?: {
                            address: string;
                            area: string;
                            directions?: string;
                        };
                        expectedTotalMinor?: number;
                        /** @enum {string} */
                        fulfilment: "delivery" | "pickup";
                        lines: {
                            dishId: string;
                            /** @default  */
                            note?: string;
                            options?: {
                                choiceIds: string[];
                                groupId: string;
                            }[];
                            quantity: number;
                        }[];
                        /** @default  */
                        note?: string;
                        /** @enum {string} */
                        payment: "cash" | "card_terminal" | "payment_link";
                        /** Format: date-time */
                        scheduledFor?: string;
                        /**
                         * @default phone
                         * @enum {string}
                         */
                        source?: "phone" | "counter";
                        /** @default false */
                        takeAnyway?: boolean;
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
                            order: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Acknowledge a new ticket: its highlight clears on every board (staff with kitchen.board) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
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
                            ticket: {
                                acknowledged: boolean;
                                customerName: string;
                                customerPhone: string;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    choices: string[];
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt: string;
                                prepDueAt?: string | null;
                                readyAt: string | null;
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery";
                                timeline: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                unpaid?: {
                                    amountMinor: number;
                                    /** @enum {string} */
                                    method: "cash" | "card_terminal" | "payment_link";
                                } | null;
                            } | null;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a paid order as delivered; alreadyDelivered tells when it had been marked before (staff with orders.manage) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
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
                            alreadyDelivered: boolean;
                            order: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a staff order paid (cash or card terminal); a customer with an e-mail address gets the receipt. Idempotent: a second call changes nothing and answers alreadyPaid; 409 for an online or canceled order (staff with orders.manage) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        method: "cash" | "card_terminal";
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
                            alreadyPaid: boolean;
                            order: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}/payment-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the card payment link of an unpaid phone order again (a fresh link; 409 once paid or canceled) (staff with orders.manage) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
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
                            email: string;
                            expiresAt: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry the pending refund of a canceled order now (staff with refunds.issue) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
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
                            order: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}/transition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move an order one stage on (accept with an estimate; reject/cancel with a reason and a full refund). 409 when the stage does not allow it (staff with kitchen.board) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "release" | "accept" | "start_preparing" | "mark_ready" | "send_out" | "complete" | "reject" | "cancel";
                        estimate?: {
                            minutes: number;
                        } | {
                            at: string;
                        };
                        reason?: string;
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
                            ticket: {
                                acknowledged: boolean;
                                customerName: string;
                                customerPhone: string;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    choices: string[];
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt: string;
                                prepDueAt?: string | null;
                                readyAt: string | null;
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery";
                                timeline: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                unpaid?: {
                                    amountMinor: number;
                                    /** @enum {string} */
                                    method: "cash" | "card_terminal" | "payment_link";
                                } | null;
                            } | null;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Canceled orders with their refund state, newest cancellation first, 4 per page (staff with orders.manage) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
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
                    content: {
                        "application/json": {
                            items: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            }[];
                            next: string | null;
                            pageSize: number;
                            prev: string | null;
                            start: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
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
    "/api/admin/orders/delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivered orders, most recently delivered first, 4 per page (staff with orders.manage) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
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
                    content: {
                        "application/json": {
                            items: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            }[];
                            next: string | null;
                            pageSize: number;
                            prev: string | null;
                            start: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
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
    "/api/admin/orders/when": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When a phone or counter order can be for: "as soon as possible" (or why online orders would refuse it now) and the slots of the next 7 days (staff with orders.manage) */
        get: {
            parameters: {
                query: {
                    fulfilment: "delivery" | "pickup";
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
                    content: {
                        "application/json": {
                            asap: {
                                /** @enum {boolean} */
                                available: true;
                                readyAt: string;
                            } | {
                                /** @enum {boolean} */
                                available: false;
                                reason: string;
                            };
                            /** @enum {string} */
                            fulfilment: "delivery" | "pickup";
                            now: string;
                            slots: string[];
                            timeZone: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
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
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard: totals, revenue per day over the last 30 days, recent canceled orders and pending refunds (staff with reports.view) */
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
                            pendingRefunds: {
                                attempts: number;
                                canceledAt: string | null;
                                email: string;
                                lastError: string | null;
                                nextAttemptAt: string | null;
                                number: number;
                                orderId: string;
                                priceMinor: number;
                                summary: string;
                            }[];
                            recentCanceled: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            }[];
                            sales: {
                                date: string;
                                orders: number;
                                revenueMinor: number;
                            }[];
                            timeZone: string;
                            totals: {
                                delivered: number;
                                orders: number;
                                refundsPending: number;
                                reservations: number;
                                revenueMinor: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
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
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales, orders, dishes and bookings of a range of the restaurant's days (from/to inclusive, at most 366 days) (staff with reports.view) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
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
                    content: {
                        "application/json": {
                            byCategory: {
                                category: string;
                                quantity: number;
                                salesMinor: number;
                            }[];
                            byDay: {
                                date: string;
                                grossMinor: number;
                                netMinor: number;
                                orders: number;
                                refundsMinor: number;
                                revenueMinor: number;
                            }[];
                            byDish: {
                                category: string;
                                name: string;
                                quantity: number;
                                salesMinor: number;
                            }[];
                            byFulfilment: {
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                orders: number;
                                salesMinor: number;
                            }[];
                            byHour: {
                                hour: number;
                                orders: number;
                                salesMinor: number;
                            }[];
                            byPaymentMethod: {
                                method: string;
                                orders: number;
                                salesMinor: number;
                            }[];
                            byWeekday: {
                                orders: number;
                                salesMinor: number;
                                weekday: number;
                            }[];
                            currency: string;
                            from: string;
                            reservations: {
                                bookings: number;
                                byDay: {
                                    bookings: number;
                                    covers: number;
                                    date: string;
                                    noShows: number;
                                }[];
                                canceled: number;
                                covers: number;
                                noShowCovers: number;
                                noShows: number;
                            };
                            summary: {
                                averageTicketMinor: number;
                                canceled: number;
                                deliveryFeesMinor: number;
                                grossMinor: number;
                                netMinor: number;
                                orders: number;
                                refundsMinor: number;
                                revenueMinor: number;
                            };
                            timeZone: string;
                            to: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
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
    "/api/admin/reports/export/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CSV of the orders, order lines, payments and refunds, or reservations of a range, streamed (staff with reports.view) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path: {
                    kind: "orders" | "order-lines" | "payments" | "reservations";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv, a header line first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                400: components["responses"]["ErrorTextCsv"];
                401: components["responses"]["ErrorTextCsv"];
                403: components["responses"]["ErrorTextCsv"];
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
    "/api/admin/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All reservations, or only confirmed ones; upcoming first, 4 per page (staff with reservations.manage) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    status?: "all" | "confirmed" | "pending";
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
                    content: {
                        "application/json": {
                            items: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            }[];
                            next: string | null;
                            pageSize: number;
                            prev: string | null;
                            start: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
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
    "/api/admin/reservations/{id}": {
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
        /** Change a held booking's day, time, party or table, re-checked under the day's lock (409 when it does not fit) */
        patch: {
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
                    "application/json": {
                        date?: string;
                        partySize?: number;
                        /** Format: uuid */
                        tableId?: string;
                        time?: string;
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
                            reservation: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/api/admin/reservations/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a pending reservation and e-mail the diner (staff with reservations.manage) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reservation: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reservations/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a booking along its stages (confirm, decline with a reason, seat, complete, no-show, cancel); 409 names the current status */
        post: {
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
                    "application/json": {
                        reason?: string;
                        /** @enum {string} */
                        to: "confirmed" | "declined" | "seated" | "completed" | "no_show" | "canceled";
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
                            reservation: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reservations/{id}/table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a held booking to another table (re-checked; 409 when it is taken) */
        post: {
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
                    "application/json": {
                        /** Format: uuid */
                        tableId: string;
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
                            reservation: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reservations/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One day's tables and bookings (every status) with covers per slot (hosts) */
        get: {
            parameters: {
                query?: {
                    date?: string;
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
                    content: {
                        "application/json": {
                            bookings: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                endsMin: number;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                startsMin: number;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tableIds: string[];
                                tables: string[];
                                time: string;
                            }[];
                            byTables: boolean;
                            covers: {
                                bookings: number;
                                covers: number;
                                time: string;
                            }[];
                            date: string;
                            now: string;
                            slotInterval: number;
                            tables: {
                                area: string;
                                id: string;
                                joinsWith: string[];
                                maxSeats: number;
                                minSeats: number;
                                name: string;
                            }[];
                            today: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
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
    "/api/admin/reservations/walk-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seat a walk-in now at a free table (409 when none fits) */
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
                        name?: string;
                        note?: string;
                        partySize: number;
                        phone?: "" | string;
                        /** Format: uuid */
                        tableId?: string;
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
                            reservation: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The restaurant settings: details, hours, closures, lead time, slots, pause (staff with settings.edit) */
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
                            alerts: {
                                newBookings: boolean;
                                newOrders: boolean;
                            };
                            bookings: {
                                changeCutoffHours: number;
                                depositFromParty: number;
                                depositPerGuestMinor: number;
                                maxActiveBookings: number;
                                maxOnlineParty: number;
                                pendingExpiryHours: number;
                                reminderHours: number;
                                slotInterval: 15 | 30;
                                stayLarge: number;
                                stayMedium: number;
                                staySmall: number;
                                windowDays: number;
                            };
                            currency: string;
                            details: {
                                address: string;
                                name: string;
                                phone: string;
                            };
                            hours: {
                                closures: {
                                    from: string;
                                    note: string;
                                    to: string;
                                }[];
                                hours: {
                                    default: {
                                        fri: {
                                            end: string;
                                            start: string;
                                        }[];
                                        mon: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sat: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sun: {
                                            end: string;
                                            start: string;
                                        }[];
                                        thu: {
                                            end: string;
                                            start: string;
                                        }[];
                                        tue: {
                                            end: string;
                                            start: string;
                                        }[];
                                        wed: {
                                            end: string;
                                            start: string;
                                        }[];
                                    };
                                    delivery: {
                                        fri: {
                                            end: string;
                                            start: string;
                                        }[];
                                        mon: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sat: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sun: {
                                            end: string;
                                            start: string;
                                        }[];
                                        thu: {
                                            end: string;
                                            start: string;
                                        }[];
                                        tue: {
                                            end: string;
                                            start: string;
                                        }[];
                                        wed: {
                                            end: string;
                                            start: string;
                                        }[];
                                    } | null;
                                    pickup: {
                                        fri: {
                                            end: string;
                                            start: string;
                                        }[];
                                        mon: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sat: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sun: {
                                            end: string;
                                            start: string;
                                        }[];
                                        thu: {
                                            end: string;
                                            start: string;
                                        }[];
                                        tue: {
                                            end: string;
                                            start: string;
                                        }[];
                                        wed: {
                                            end: string;
                                            start: string;
                                        }[];
                                    } | null;
                                    reservations: {
                                        fri: {
                                            end: string;
                                            start: string;
                                        }[];
                                        mon: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sat: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sun: {
                                            end: string;
                                            start: string;
                                        }[];
                                        thu: {
                                            end: string;
                                            start: string;
                                        }[];
                                        tue: {
                                            end: string;
                                            start: string;
                                        }[];
                                        wed: {
                                            end: string;
                                            start: string;
                                        }[];
                                    } | null;
                                };
                                leadTimeMinutes: number;
                                maxOrdersPerSlot: number | null;
                                pause: {
                                    by?: string | null;
                                    on: boolean;
                                    /** Format: date-time */
                                    since?: string | null;
                                    /** Format: date-time */
                                    until: string | null;
                                };
                                slotMinutes: number;
                            };
                            payments: {
                                payAtPickup: boolean;
                                payOnDelivery: boolean;
                            };
                            timeZone: string;
                            updatedAt: string | null;
                            zones: {
                                areas: string[];
                                estimatedMinutes: number;
                                feeMinor: number;
                                freeAboveMinor: number | null;
                                minimumOrderMinor: number;
                                name: string;
                            }[] | null;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        /** Saves the restaurant settings whole (staff with settings.edit) */
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
                        alerts?: {
                            newBookings: boolean;
                            newOrders: boolean;
                        };
                        bookings?: {
                            changeCutoffHours: number;
                            depositFromParty: number;
                            depositPerGuestMinor: number;
                            maxActiveBookings: number;
                            maxOnlineParty: number;
                            pendingExpiryHours: number;
                            reminderHours: number;
                            slotInterval: 15 | 30;
                            stayLarge: number;
                            stayMedium: number;
                            staySmall: number;
                            windowDays: number;
                        };
                        details: {
                            address: string;
                            name: string;
                            phone: string;
                        };
                        hours: {
                            closures: {
                                from: string;
                                note: string;
                                to: string;
                            }[];
                            hours: {
                                default: {
                                    fri: {
                                        end: string;
                                        start: string;
                                    }[];
                                    mon: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sat: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sun: {
                                        end: string;
                                        start: string;
                                    }[];
                                    thu: {
                                        end: string;
                                        start: string;
                                    }[];
                                    tue: {
                                        end: string;
                                        start: string;
                                    }[];
                                    wed: {
                                        end: string;
                                        start: string;
                                    }[];
                                };
                                delivery: {
                                    fri: {
                                        end: string;
                                        start: string;
                                    }[];
                                    mon: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sat: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sun: {
                                        end: string;
                                        start: string;
                                    }[];
                                    thu: {
                                        end: string;
                                        start: string;
                                    }[];
                                    tue: {
                                        end: string;
                                        start: string;
                                    }[];
                                    wed: {
                                        end: string;
                                        start: string;
                                    }[];
                                } | null;
                                pickup: {
                                    fri: {
                                        end: string;
                                        start: string;
                                    }[];
                                    mon: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sat: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sun: {
                                        end: string;
                                        start: string;
                                    }[];
                                    thu: {
                                        end: string;
                                        start: string;
                                    }[];
                                    tue: {
                                        end: string;
                                        start: string;
                                    }[];
                                    wed: {
                                        end: string;
                                        start: string;
                                    }[];
                                } | null;
                                reservations: {
                                    fri: {
                                        end: string;
                                        start: string;
                                    }[];
                                    mon: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sat: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sun: {
                                        end: string;
                                        start: string;
                                    }[];
                                    thu: {
                                        end: string;
                                        start: string;
                                    }[];
                                    tue: {
                                        end: string;
                                        start: string;
                                    }[];
                                    wed: {
                                        end: string;
                                        start: string;
                                    }[];
                                } | null;
                            };
                            leadTimeMinutes: number;
                            maxOrdersPerSlot: number | null;
                            pause: {
                                by?: string | null;
                                on: boolean;
                                /** Format: date-time */
                                since?: string | null;
                                /** Format: date-time */
                                until: string | null;
                            };
                            slotMinutes: number;
                        };
                        payments?: {
                            payAtPickup: boolean;
                            payOnDelivery: boolean;
                        };
                        zones: {
                            areas: string[];
                            estimatedMinutes: number;
                            feeMinor: number;
                            freeAboveMinor: number | null;
                            minimumOrderMinor: number;
                            name: string;
                        }[] | null;
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
                            alerts: {
                                newBookings: boolean;
                                newOrders: boolean;
                            };
                            bookings: {
                                changeCutoffHours: number;
                                depositFromParty: number;
                                depositPerGuestMinor: number;
                                maxActiveBookings: number;
                                maxOnlineParty: number;
                                pendingExpiryHours: number;
                                reminderHours: number;
                                slotInterval: 15 | 30;
                                stayLarge: number;
                                stayMedium: number;
                                staySmall: number;
                                windowDays: number;
                            };
                            currency: string;
                            details: {
                                address: string;
                                name: string;
                                phone: string;
                            };
                            hours: {
                                closures: {
                                    from: string;
                                    note: string;
                                    to: string;
                                }[];
                                hours: {
                                    default: {
                                        fri: {
                                            end: string;
                                            start: string;
                                        }[];
                                        mon: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sat: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sun: {
                                            end: string;
                                            start: string;
                                        }[];
                                        thu: {
                                            end: string;
                                            start: string;
                                        }[];
                                        tue: {
                                            end: string;
                                            start: string;
                                        }[];
                                        wed: {
                                            end: string;
                                            start: string;
                                        }[];
                                    };
                                    delivery: {
                                        fri: {
                                            end: string;
                                            start: string;
                                        }[];
                                        mon: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sat: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sun: {
                                            end: string;
                                            start: string;
                                        }[];
                                        thu: {
                                            end: string;
                                            start: string;
                                        }[];
                                        tue: {
                                            end: string;
                                            start: string;
                                        }[];
                                        wed: {
                                            end: string;
                                            start: string;
                                        }[];
                                    } | null;
                                    pickup: {
                                        fri: {
                                            end: string;
                                            start: string;
                                        }[];
                                        mon: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sat: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sun: {
                                            end: string;
                                            start: string;
                                        }[];
                                        thu: {
                                            end: string;
                                            start: string;
                                        }[];
                                        tue: {
                                            end: string;
                                            start: string;
                                        }[];
                                        wed: {
                                            end: string;
                                            start: string;
                                        }[];
                                    } | null;
                                    reservations: {
                                        fri: {
                                            end: string;
                                            start: string;
                                        }[];
                                        mon: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sat: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sun: {
                                            end: string;
                                            start: string;
                                        }[];
                                        thu: {
                                            end: string;
                                            start: string;
                                        }[];
                                        tue: {
                                            end: string;
                                            start: string;
                                        }[];
                                        wed: {
                                            end: string;
                                            start: string;
                                        }[];
                                    } | null;
                                };
                                leadTimeMinutes: number;
                                maxOrdersPerSlot: number | null;
                                pause: {
                                    by?: string | null;
                                    on: boolean;
                                    /** Format: date-time */
                                    since?: string | null;
                                    /** Format: date-time */
                                    until: string | null;
                                };
                                slotMinutes: number;
                            };
                            payments: {
                                payAtPickup: boolean;
                                payOnDelivery: boolean;
                            };
                            timeZone: string;
                            updatedAt: string | null;
                            zones: {
                                areas: string[];
                                estimatedMinutes: number;
                                feeMinor: number;
                                freeAboveMinor: number | null;
                                minimumOrderMinor: number;
                                name: string;
                            }[] | null;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Saves the sections given (details, parts of the hours, zones, bookings, alerts), each whole; the rest and the pause stay as in force (staff with settings.edit) */
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
                        alerts?: {
                            newBookings: boolean;
                            newOrders: boolean;
                        };
                        bookings?: {
                            changeCutoffHours: number;
                            depositFromParty: number;
                            depositPerGuestMinor: number;
                            maxActiveBookings: number;
                            maxOnlineParty: number;
                            pendingExpiryHours: number;
                            reminderHours: number;
                            slotInterval: 15 | 30;
                            stayLarge: number;
                            stayMedium: number;
                            staySmall: number;
                            windowDays: number;
                        };
                        details?: {
                            address: string;
                            name: string;
                            phone: string;
                        };
                        hours?: {
                            closures?: {
                                from: string;
                                note: string;
                                to: string;
                            }[];
                            hours?: {
                                default: {
                                    fri: {
                                        end: string;
                                        start: string;
                                    }[];
                                    mon: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sat: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sun: {
                                        end: string;
                                        start: string;
                                    }[];
                                    thu: {
                                        end: string;
                                        start: string;
                                    }[];
                                    tue: {
                                        end: string;
                                        start: string;
                                    }[];
                                    wed: {
                                        end: string;
                                        start: string;
                                    }[];
                                };
                                delivery: {
                                    fri: {
                                        end: string;
                                        start: string;
                                    }[];
                                    mon: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sat: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sun: {
                                        end: string;
                                        start: string;
                                    }[];
                                    thu: {
                                        end: string;
                                        start: string;
                                    }[];
                                    tue: {
                                        end: string;
                                        start: string;
                                    }[];
                                    wed: {
                                        end: string;
                                        start: string;
                                    }[];
                                } | null;
                                pickup: {
                                    fri: {
                                        end: string;
                                        start: string;
                                    }[];
                                    mon: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sat: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sun: {
                                        end: string;
                                        start: string;
                                    }[];
                                    thu: {
                                        end: string;
                                        start: string;
                                    }[];
                                    tue: {
                                        end: string;
                                        start: string;
                                    }[];
                                    wed: {
                                        end: string;
                                        start: string;
                                    }[];
                                } | null;
                                reservations: {
                                    fri: {
                                        end: string;
                                        start: string;
                                    }[];
                                    mon: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sat: {
                                        end: string;
                                        start: string;
                                    }[];
                                    sun: {
                                        end: string;
                                        start: string;
                                    }[];
                                    thu: {
                                        end: string;
                                        start: string;
                                    }[];
                                    tue: {
                                        end: string;
                                        start: string;
                                    }[];
                                    wed: {
                                        end: string;
                                        start: string;
                                    }[];
                                } | null;
                            };
                            leadTimeMinutes?: number;
                            maxOrdersPerSlot?: number | null;
                            slotMinutes?: number;
                        };
                        payments?: {
                            payAtPickup: boolean;
                            payOnDelivery: boolean;
                        };
                        zones?: {
                            areas: string[];
                            estimatedMinutes: number;
                            feeMinor: number;
                            freeAboveMinor: number | null;
                            minimumOrderMinor: number;
                            name: string;
                        }[] | null;
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
                            alerts: {
                                newBookings: boolean;
                                newOrders: boolean;
                            };
                            bookings: {
                                changeCutoffHours: number;
                                depositFromParty: number;
                                depositPerGuestMinor: number;
                                maxActiveBookings: number;
                                maxOnlineParty: number;
                                pendingExpiryHours: number;
                                reminderHours: number;
                                slotInterval: 15 | 30;
                                stayLarge: number;
                                stayMedium: number;
                                staySmall: number;
                                windowDays: number;
                            };
                            currency: string;
                            details: {
                                address: string;
                                name: string;
                                phone: string;
                            };
                            hours: {
                                closures: {
                                    from: string;
                                    note: string;
                                    to: string;
                                }[];
                                hours: {
                                    default: {
                                        fri: {
                                            end: string;
                                            start: string;
                                        }[];
                                        mon: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sat: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sun: {
                                            end: string;
                                            start: string;
                                        }[];
                                        thu: {
                                            end: string;
                                            start: string;
                                        }[];
                                        tue: {
                                            end: string;
                                            start: string;
                                        }[];
                                        wed: {
                                            end: string;
                                            start: string;
                                        }[];
                                    };
                                    delivery: {
                                        fri: {
                                            end: string;
                                            start: string;
                                        }[];
                                        mon: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sat: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sun: {
                                            end: string;
                                            start: string;
                                        }[];
                                        thu: {
                                            end: string;
                                            start: string;
                                        }[];
                                        tue: {
                                            end: string;
                                            start: string;
                                        }[];
                                        wed: {
                                            end: string;
                                            start: string;
                                        }[];
                                    } | null;
                                    pickup: {
                                        fri: {
                                            end: string;
                                            start: string;
                                        }[];
                                        mon: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sat: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sun: {
                                            end: string;
                                            start: string;
                                        }[];
                                        thu: {
                                            end: string;
                                            start: string;
                                        }[];
                                        tue: {
                                            end: string;
                                            start: string;
                                        }[];
                                        wed: {
                                            end: string;
                                            start: string;
                                        }[];
                                    } | null;
                                    reservations: {
                                        fri: {
                                            end: string;
                                            start: string;
                                        }[];
                                        mon: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sat: {
                                            end: string;
                                            start: string;
                                        }[];
                                        sun: {
                                            end: string;
                                            start: string;
                                        }[];
                                        thu: {
                                            end: string;
                                            start: string;
                                        }[];
                                        tue: {
                                            end: string;
                                            start: string;
                                        }[];
                                        wed: {
                                            end: string;
                                            start: string;
                                        }[];
                                    } | null;
                                };
                                leadTimeMinutes: number;
                                maxOrdersPerSlot: number | null;
                                pause: {
                                    by?: string | null;
                                    on: boolean;
                                    /** Format: date-time */
                                    since?: string | null;
                                    /** Format: date-time */
                                    until: string | null;
                                };
                                slotMinutes: number;
                            };
                            payments: {
                                payAtPickup: boolean;
                                payOnDelivery: boolean;
                            };
                            timeZone: string;
                            updatedAt: string | null;
                            zones: {
                                areas: string[];
                                estimatedMinutes: number;
                                feeMinor: number;
                                freeAboveMinor: number | null;
                                minimumOrderMinor: number;
                                name: string;
                            }[] | null;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/api/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff members and open invitations (staff with staff.manage) */
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
                            invitations: {
                                email: string;
                                expired: boolean;
                                expiresAt: string;
                                id: string;
                                /** @enum {string} */
                                role: "owner" | "manager" | "kitchen" | "host";
                                sentAt: string;
                            }[];
                            members: {
                                email: string;
                                id: string;
                                lastSignInAt: string | null;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "manager" | "kitchen" | "host";
                                since: string;
                                /** @enum {string} */
                                status: "active" | "deactivated";
                            }[];
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
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
    "/api/admin/staff/{id}": {
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
        /** Change a staff member's role, or deactivate/reactivate them; never one's own, never the last active owner (staff with staff.manage) */
        patch: {
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
                    "application/json": {
                        /** @enum {string} */
                        role: "owner" | "manager" | "kitchen" | "host";
                    } | {
                        active: boolean;
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
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/api/admin/staff/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite an address with a role: mails a single-use link for 72 hours (staff with staff.manage) */
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
                        /** @enum {string} */
                        role: "owner" | "manager" | "kitchen" | "host";
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
                            message: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an open invitation (staff with staff.manage) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new link for an open invitation; the old link stops working (staff with staff.manage) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The restaurant's tables, by area then name */
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
                            tables: {
                                area: string;
                                id: string;
                                joinsWith: string[];
                                maxSeats: number;
                                minSeats: number;
                                name: string;
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add a table (409 when the name is taken) */
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
                        area: string;
                        /** @default [] */
                        joinsWith?: string[];
                        maxSeats: number;
                        minSeats: number;
                        name: string;
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
                            table: {
                                area: string;
                                id: string;
                                joinsWith: string[];
                                maxSeats: number;
                                minSeats: number;
                                name: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tables/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a table: name, seats, area, neighbours */
        put: {
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
                    "application/json": {
                        area: string;
                        /** @default [] */
                        joinsWith?: string[];
                        maxSeats: number;
                        minSeats: number;
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
                            table: {
                                area: string;
                                id: string;
                                joinsWith: string[];
                                maxSeats: number;
                                minSeats: number;
                                name: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        post?: never;
        /** Remove a table (409 while upcoming bookings sit at it) */
        delete: {
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
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a dish picture (multipart field "image": PNG, JPEG or WebP up to 2 MB) (staff with menu.edit) */
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
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            image: {
                                height: number;
                                url: string;
                                width: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                413: components["responses"]["Error"];
                415: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin sign-in (customers are refused here) */
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
                            user: {
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                /** @enum {string} */
                                role: "customer" | "owner" | "manager" | "kitchen" | "host";
                                username: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email-change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use the link mailed to the new address: the account signs in with it from now on */
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
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a staff invitation link is: open (address and role), used, expired or revoked */
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
                            email: string | null;
                            message: string | null;
                            /** @enum {string|null} */
                            role: "owner" | "manager" | "kitchen" | "host" | null;
                            /** @enum {string} */
                            state: "open" | "used" | "expired" | "revoked" | "unknown";
                        };
                    };
                };
                400: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a staff invitation: set a name and password and sign in */
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
                        password: string;
                        token: string;
                        username: string;
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
                            home: string;
                            user: {
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                /** @enum {string} */
                                role: "customer" | "owner" | "manager" | "kitchen" | "host";
                                username: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                409: components["responses"]["Error"];
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
        /** Customer sign-in (admins are refused here) */
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
                            user: {
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                /** @enum {string} */
                                role: "customer" | "owner" | "manager" | "kitchen" | "host";
                                username: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["Error"];
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
        /** Sign out: the session is revoked on the server */
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
                            message?: string;
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
    "/api/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link (same answer whether or not the account exists) */
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
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["Error"];
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
        /** Set a new password with the mailed token; signs out every session */
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
                        password: string;
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
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new verification link */
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
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
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
        /** The signed-in user (or null) and the CSRF token to send with changes */
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
                            csrfToken: string;
                            timeZone: string;
                            user: {
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                /** @enum {string} */
                                role: "customer" | "owner" | "manager" | "kitchen" | "host";
                                username: string;
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
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a customer account and mail a verification link (the same answer when the address already has an account: its owner is mailed instead) */
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
                        username: string;
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
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify an email address with the mailed token */
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
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/by-link/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public: a guest's booking by the signed link in its mails, and what they may do */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
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
                            booking: {
                                date: string;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                firstName: string;
                                guests: number;
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            };
                            canChange: boolean;
                            changeUntil: string;
                            lastDate: string;
                            maxOnlineParty: number;
                            phone: string;
                            timeZone: string;
                            today: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Public: change the time or party of the link's booking, re-checked like a new booking, until the cutoff */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        date: string;
                        guests: number;
                        time: string;
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
                            booking: {
                                date: string;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                firstName: string;
                                guests: number;
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            };
                            canChange: boolean;
                            changeUntil: string;
                            lastDate: string;
                            maxOnlineParty: number;
                            phone: string;
                            timeZone: string;
                            today: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/api/bookings/by-link/{token}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public: cancel the link's booking until the cutoff (the guest is mailed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
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
                            booking: {
                                date: string;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                firstName: string;
                                guests: number;
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            };
                            canChange: boolean;
                            changeUntil: string;
                            lastDate: string;
                            maxOnlineParty: number;
                            phone: string;
                            timeZone: string;
                            today: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/by-link/{token}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public: the wizard's slots of a day for the link's booking (its tables left out) */
        get: {
            parameters: {
                query: {
                    date: string;
                    guests: number;
                };
                header?: never;
                path: {
                    token: string;
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
                            bookingTimes: {
                                label: string;
                                lines: string[];
                            };
                            byTables: boolean;
                            capacity: number;
                            date: string;
                            /** @enum {string} */
                            dateOrder: "dmy" | "mdy" | "ymd";
                            lastDate: string;
                            rules: {
                                changeCutoffHours: number;
                                depositFromParty: number;
                                depositPerGuestMinor: number;
                                maxOnlineParty: number;
                                phone: string;
                                windowDays: number;
                            };
                            slots: {
                                seatsLeft: number;
                                /** @enum {string} */
                                state: "available" | "full" | "past";
                                time: string;
                            }[];
                            timeZone: string;
                            today: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
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
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cart: lines priced from the menu, the dish count and the subtotal (kobo) */
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
                            count: number;
                            currency: string;
                            items: {
                                available: boolean;
                                choices: {
                                    choiceId: string;
                                    deltaMinor: number;
                                    group: string;
                                    groupId: string;
                                    name: string;
                                }[];
                                dishId: string;
                                id: string;
                                image: {
                                    height: number;
                                    url: string;
                                    width: number;
                                };
                                lineTotalMinor: number;
                                name: string;
                                note: string;
                                previousUnitPriceMinor?: number;
                                quantity: number;
                                soldOut?: boolean;
                                unitPriceMinor: number;
                            }[];
                            subtotalMinor: number;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
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
    "/api/cart/accept-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the current prices of lines whose price changed since they were added
         * @description Records today's unit price of each line as seen by the diner; payment is refused while a line has a price change that was not accepted.
         */
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
                            count: number;
                            currency: string;
                            items: {
                                available: boolean;
                                choices: {
                                    choiceId: string;
                                    deltaMinor: number;
                                    group: string;
                                    groupId: string;
                                    name: string;
                                }[];
                                dishId: string;
                                id: string;
                                image: {
                                    height: number;
                                    url: string;
                                    width: number;
                                };
                                lineTotalMinor: number;
                                name: string;
                                note: string;
                                previousUnitPriceMinor?: number;
                                quantity: number;
                                soldOut?: boolean;
                                unitPriceMinor: number;
                            }[];
                            subtotalMinor: number;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a dish (or raise its quantity when it is already in the cart)
         * @description Only a dish id and a quantity are accepted: the price always comes from the menu.
         */
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
                        dishId: string;
                        /** @default  */
                        note?: string;
                        options?: {
                            choiceIds: string[];
                            groupId: string;
                        }[];
                        /** @default 1 */
                        quantity?: number;
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
                            count: number;
                            currency: string;
                            items: {
                                available: boolean;
                                choices: {
                                    choiceId: string;
                                    deltaMinor: number;
                                    group: string;
                                    groupId: string;
                                    name: string;
                                }[];
                                dishId: string;
                                id: string;
                                image: {
                                    height: number;
                                    url: string;
                                    width: number;
                                };
                                lineTotalMinor: number;
                                name: string;
                                note: string;
                                previousUnitPriceMinor?: number;
                                quantity: number;
                                soldOut?: boolean;
                                unitPriceMinor: number;
                            }[];
                            subtotalMinor: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a line from the cart */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    lineId: string;
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
                            count: number;
                            currency: string;
                            items: {
                                available: boolean;
                                choices: {
                                    choiceId: string;
                                    deltaMinor: number;
                                    group: string;
                                    groupId: string;
                                    name: string;
                                }[];
                                dishId: string;
                                id: string;
                                image: {
                                    height: number;
                                    url: string;
                                    width: number;
                                };
                                lineTotalMinor: number;
                                name: string;
                                note: string;
                                previousUnitPriceMinor?: number;
                                quantity: number;
                                soldOut?: boolean;
                                unitPriceMinor: number;
                            }[];
                            subtotalMinor: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        /** Set the quantity of a line (1 to 99) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    lineId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quantity: number;
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
                            count: number;
                            currency: string;
                            items: {
                                available: boolean;
                                choices: {
                                    choiceId: string;
                                    deltaMinor: number;
                                    group: string;
                                    groupId: string;
                                    name: string;
                                }[];
                                dishId: string;
                                id: string;
                                image: {
                                    height: number;
                                    url: string;
                                    width: number;
                                };
                                lineTotalMinor: number;
                                name: string;
                                note: string;
                                previousUnitPriceMinor?: number;
                                quantity: number;
                                soldOut?: boolean;
                                unitPriceMinor: number;
                            }[];
                            subtotalMinor: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/api/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order summary: cart lines at server prices, the delivery zone terms of the chosen address (fee, minimum, estimate, or why not), total, payment provider */
        get: {
            parameters: {
                query?: {
                    addressId?: string;
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
                    content: {
                        "application/json": {
                            currency: string;
                            delivery: {
                                estimatedMinutes: number | null;
                                feeMinor: number;
                                free: boolean;
                                freeAboveMinor: number | null;
                                minimumOrderMinor: number;
                                refusal: {
                                    message: string;
                                    /** @enum {string} */
                                    reason: "no_address" | "no_area" | "not_delivered" | "below_minimum";
                                    shortByMinor: number | null;
                                } | null;
                                zone: string | null;
                            } | null;
                            deliveryFeeMinor: number;
                            /** @enum {string} */
                            fulfilment: "delivery" | "pickup";
                            itemsTotalMinor: number;
                            lines: {
                                available: boolean;
                                choices: {
                                    choiceId: string;
                                    deltaMinor: number;
                                    group: string;
                                    groupId: string;
                                    name: string;
                                }[];
                                dishId: string;
                                image: {
                                    height: number;
                                    url: string;
                                    width: number;
                                };
                                lineId: string;
                                lineTotalMinor: number;
                                name: string;
                                note: string;
                                previousUnitPriceMinor?: number;
                                quantity: number;
                                unitPriceMinor: number;
                            }[];
                            pickup: {
                                address: string;
                                note: string;
                            };
                            provider: {
                                /** @enum {string} */
                                checkout: "frame" | "popup" | "redirect";
                                displayName: string;
                                /** @enum {string} */
                                name: "sandbox" | "paystack";
                                publicKey: string;
                            };
                            totalMinor: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
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
    "/api/checkout/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's saved delivery addresses, newest first */
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
                            addresses: {
                                address: string;
                                area: string | null;
                                createdAt: string;
                                directions: string | null;
                                id: string;
                                isDefault: boolean;
                                phone: string;
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Save a delivery address (5 to 200 characters) with a phone number */
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
                        address: string;
                        area: string;
                        directions?: string;
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
                            address: {
                                address: string;
                                area: string | null;
                                createdAt: string;
                                directions: string | null;
                                id: string;
                                isDefault: boolean;
                                phone: string;
                            };
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a saved address; when it was the default, the newest left becomes it */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        /** Edit a saved address: the same rules as saving one (text, phone, area or postcode) */
        patch: {
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
                    "application/json": {
                        address: string;
                        area: string;
                        directions?: string;
                        phone: string;
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
                            address: {
                                address: string;
                                area: string | null;
                                createdAt: string;
                                directions: string | null;
                                id: string;
                                isDefault: boolean;
                                phone: string;
                            };
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/api/checkout/addresses/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make a saved address the default, the one checkout preselects; the previous default stops being it */
        put: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: {
                                address: string;
                                area: string | null;
                                createdAt: string;
                                directions: string | null;
                                id: string;
                                isDefault: boolean;
                                phone: string;
                            };
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chosen delivery option (or null) */
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
                            /** @enum {string|null} */
                            option: "Home Delivery" | "Pickup Station" | null;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        /** Choose Home Delivery or Pickup Station */
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
                        /** @enum {string} */
                        option: "Home Delivery" | "Pickup Station";
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
                            /** @enum {string|null} */
                            option: "Home Delivery" | "Pickup Station" | null;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/guest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A guest's order summary: the cookie's cart at server prices, and for delivery the zone terms of the area typed (fee, minimum, estimate, or why not) */
        get: {
            parameters: {
                query?: {
                    area?: string;
                    fulfilment?: "delivery" | "pickup";
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
                    content: {
                        "application/json": {
                            currency: string;
                            delivery: {
                                estimatedMinutes: number | null;
                                feeMinor: number;
                                free: boolean;
                                freeAboveMinor: number | null;
                                minimumOrderMinor: number;
                                refusal: {
                                    message: string;
                                    /** @enum {string} */
                                    reason: "no_address" | "no_area" | "not_delivered" | "below_minimum";
                                    shortByMinor: number | null;
                                } | null;
                                zone: string | null;
                            } | null;
                            deliveryFeeMinor: number;
                            /** @enum {string} */
                            fulfilment: "delivery" | "pickup";
                            itemsTotalMinor: number;
                            lines: {
                                available: boolean;
                                choices: {
                                    choiceId: string;
                                    deltaMinor: number;
                                    group: string;
                                    groupId: string;
                                    name: string;
                                }[];
                                dishId: string;
                                image: {
                                    height: number;
                                    url: string;
                                    width: number;
                                };
                                lineId: string;
                                lineTotalMinor: number;
                                name: string;
                                note: string;
                                previousUnitPriceMinor?: number;
                                quantity: number;
                                unitPriceMinor: number;
                            }[];
                            pickup: {
                                address: string;
                                note: string;
                            };
                            provider: {
                                /** @enum {string} */
                                checkout: "frame" | "popup" | "redirect";
                                displayName: string;
                                /** @enum {string} */
                                name: "sandbox" | "paystack";
                                publicKey: string;
                            };
                            totalMinor: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
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
    "/api/checkout/guest/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a guest's payment for the cookie's cart: name, e-mail, phone, the address and area for delivery; the same rules as a signed-in checkout */
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
                        address?: string;
                        area?: string;
                        directions?: string;
                        email: string;
                        expectedTotalMinor?: number;
                        /** @enum {string} */
                        fulfilment: "delivery" | "pickup";
                        fullName: string;
                        note?: string;
                        phone: string;
                        /** Format: date-time */
                        scheduledFor?: string;
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
                            accessCode: string;
                            amountMinor: number;
                            authorizationUrl: string | null;
                            currency: string;
                            provider: {
                                /** @enum {string} */
                                checkout: "frame" | "popup" | "redirect";
                                displayName: string;
                                /** @enum {string} */
                                name: "sandbox" | "paystack";
                                publicKey: string;
                            };
                            reference: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/guest/payments/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the guest's payments: its status and, once recorded, the page of each order it paid for */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reference: string;
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
                            orderPaths: string[];
                            payment: {
                                amountMinor: number;
                                createdAt: string;
                                currency: string;
                                method: string;
                                orderIds: string[];
                                paidAt: string | null;
                                reason: string | null;
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "successful" | "failed" | "rejected";
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
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
    "/api/checkout/guest/payments/{reference}/abandon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay another way: stop waiting for a guest's bank transfer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reference: string;
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
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/guest/payments/{reference}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After the popup reports success: the server verifies a guest's payment with the provider and records it once; the answer names the order's page */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reference: string;
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
                            orderPaths: string[];
                            payment: {
                                amountMinor: number;
                                createdAt: string;
                                currency: string;
                                method: string;
                                orderIds: string[];
                                paidAt: string | null;
                                reason: string | null;
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "successful" | "failed" | "rejected";
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/guest/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guest's bank transfers still awaiting the bank (the provider is asked) */
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
                            transfers: {
                                amountMinor: number;
                                createdAt: string;
                                currency: string;
                                method: string;
                                reference: string;
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
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
    "/api/checkout/guest/when": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When a guest's order can be ready: "as soon as possible" (or why not) and the slots */
        get: {
            parameters: {
                query?: {
                    fulfilment?: "delivery" | "pickup";
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
                    content: {
                        "application/json": {
                            asap: {
                                /** @enum {boolean} */
                                available: true;
                                readyAt: string;
                            } | {
                                /** @enum {boolean} */
                                available: false;
                                reason: string;
                            };
                            /** @enum {string} */
                            fulfilment: "delivery" | "pickup";
                            now: string;
                            slots: string[];
                            timeZone: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
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
    "/api/checkout/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place the current cart as an order paid at pickup or on delivery: recorded unpaid until staff mark it paid */
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
                        /** Format: uuid */
                        addressId?: string;
                        contactPhone?: string;
                        email: string;
                        expectedTotalMinor?: number;
                        fullName: string;
                        note?: string;
                        /** Format: date-time */
                        scheduledFor?: string;
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
                            number: number;
                            orderId: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/payment-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which in-person payments (at pickup, on delivery) the restaurant allows now */
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
                            payAtPickup: boolean;
                            payOnDelivery: boolean;
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
    "/api/checkout/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying for the current cart: a pending payment and the provider transaction to open */
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
                        /** Format: uuid */
                        addressId?: string;
                        contactPhone?: string;
                        email: string;
                        expectedTotalMinor?: number;
                        fullName: string;
                        note?: string;
                        /** Format: date-time */
                        scheduledFor?: string;
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
                            accessCode: string;
                            amountMinor: number;
                            authorizationUrl: string | null;
                            currency: string;
                            provider: {
                                /** @enum {string} */
                                checkout: "frame" | "popup" | "redirect";
                                displayName: string;
                                /** @enum {string} */
                                name: "sandbox" | "paystack";
                                publicKey: string;
                            };
                            reference: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/payments/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your payments: its status and the orders it paid for */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reference: string;
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
                            payment: {
                                amountMinor: number;
                                createdAt: string;
                                currency: string;
                                method: string;
                                orderIds: string[];
                                paidAt: string | null;
                                reason: string | null;
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "successful" | "failed" | "rejected";
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
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
    "/api/checkout/payments/{reference}/abandon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay another way: stop waiting for this bank transfer (if it still clears, it is recorded or refunded) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reference: string;
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
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/payments/{reference}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After the popup reports success: the server verifies with the provider and records payment and orders once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reference: string;
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
                            payment: {
                                amountMinor: number;
                                createdAt: string;
                                currency: string;
                                method: string;
                                orderIds: string[];
                                paidAt: string | null;
                                reason: string | null;
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "successful" | "failed" | "rejected";
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your bank transfers still awaiting the bank (the provider is asked) */
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
                            transfers: {
                                amountMinor: number;
                                createdAt: string;
                                currency: string;
                                method: string;
                                reference: string;
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
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
    "/api/checkout/when": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When the order can be ready: "as soon as possible" (or why not) and the slots of the next 7 days, for the chosen delivery option */
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
                            asap: {
                                /** @enum {boolean} */
                                available: true;
                                readyAt: string;
                            } | {
                                /** @enum {boolean} */
                                available: false;
                                reason: string;
                            };
                            /** @enum {string} */
                            fulfilment: "delivery" | "pickup";
                            now: string;
                            slots: string[];
                            timeZone: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
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
    "/api/dev/mails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mails in the outbox, newest first (not available in production)
         * @description Answers only a client on the server's machine (its address after the trusted proxies is loopback, and it names the server by a loopback name or APP_URL's host), or a signed-in owner; 404 otherwise.
         */
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
                            mails: {
                                attempts: number;
                                createdAt: string;
                                html: string;
                                id: string;
                                kind: string;
                                lastError: string | null;
                                sentAt: string | null;
                                status: string;
                                subject: string;
                                text: string;
                                to: string;
                            }[];
                        };
                    };
                };
                404: components["responses"]["Error"];
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
    "/api/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Available dishes of a category (?category=Pizza) or whose name contains a text (?search=...), optionally filtered by allergens (?hide=peanuts,milk) and diets (?diet=vegan)
         * @description Public. Prices are integer minor units (kobo). Answers carry an ETag; send If-None-Match to get 304 when the menu has not changed.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A category name, in any letter case (GET /api/menu/categories lists them) */
                    category?: string;
                    /** @description Only dishes suiting every one of these diets (vegan counts as vegetarian): comma-separated, any of vegetarian, vegan, halal, gluten-free */
                    diet?: string;
                    /** @description Leave out dishes containing any of these allergens: comma-separated, any of celery, gluten, crustaceans, eggs, fish, lupin, milk, molluscs, mustard, tree-nuts, peanuts, sesame, soybeans, sulphites */
                    hide?: string;
                    /** @description Part of a meal name, any letter case */
                    search?: string;
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
                    content: {
                        "application/json": {
                            hidden?: number;
                            items: {
                                allergens?: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "tree-nuts" | "peanuts" | "sesame" | "soybeans" | "sulphites")[];
                                area: string;
                                available: boolean;
                                category: string;
                                description: string;
                                diets?: ("vegetarian" | "vegan" | "halal" | "gluten-free")[];
                                id: string;
                                image: {
                                    height: number;
                                    url: string;
                                    width: number;
                                };
                                name: string;
                                options?: {
                                    choices: {
                                        available: boolean;
                                        deltaMinor: number;
                                        id: string;
                                        isDefault: boolean;
                                        name: string;
                                        soldOut?: boolean;
                                        soldOutUntil?: string | null;
                                    }[];
                                    id: string;
                                    maxChoices: number;
                                    minChoices: number;
                                    name: string;
                                    required: boolean;
                                }[];
                                priceMinor: number;
                                soldOut?: boolean;
                                soldOutUntil?: string | null;
                                spicy?: number;
                                stock?: number | null;
                            }[];
                        };
                    };
                };
                /** @description Not modified: the menu is the one of the ETag sent */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                400: components["responses"]["Error"];
                503: components["responses"]["Error"];
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
    "/api/menu/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The menu's categories: those with dishes on sale, in the owner's order (hidden ones left out)
         * @description Public. Answers carry an ETag; send If-None-Match to get 304 when the list has not changed.
         */
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
                            categories: {
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Not modified: the list is the one of the ETag sent */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                503: components["responses"]["Error"];
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
    "/api/menu/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events: the menu changed (sold out, back on sale, stock, edits) or online ordering stopped or started (the pause, hours); reload it. Public */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A text/event-stream of `menu` events: {"type":"menu.changed"} or {"type":"ordering.changed"} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                400: components["responses"]["ErrorTextEventStream"];
                429: components["responses"]["ErrorTextEventStream"];
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
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up for the newsletter (the footer box) */
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
                            message: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel one of your own paid orders before delivery; its price is refunded (refundStatus tells how far the refund got) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
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
                            order: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts one of your own orders' dishes back in your cart (raised up to 99 each); dishes off the menu or unavailable are skipped and named */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
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
                            added: {
                                name: string;
                                quantity: number;
                            }[];
                            skipped: {
                                name: string;
                                /** @enum {string} */
                                reason: "off_menu" | "unavailable" | "sold_out" | "at_cap" | "too_large";
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/by-link/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order by its receipt's signed link, with its choices and timeline, and whether it may join an account here (no sign-in; a forged or other-purpose token is 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
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
                            accountJoin: "open" | "receipt_link" | "none";
                            order: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
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
    "/api/orders/by-link/{token}/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account from a guest's order page: the order's e-mail (verified by its mailed link), a name and a password; the order joins it and the guest is signed in (409 when the e-mail already has an account) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        username: string;
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
                            message: string;
                            user: {
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                /** @enum {string} */
                                role: "customer" | "owner" | "manager" | "kitchen" | "host";
                                username: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/by-link/{token}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events: changes of the order a receipt's signed link names */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A text/event-stream of `orders` events: {"type":"order.delivered","orderIds":["TV-..."]} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                400: components["responses"]["ErrorTextEventStream"];
                404: components["responses"]["ErrorTextEventStream"];
                429: components["responses"]["ErrorTextEventStream"];
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
    "/api/orders/by-link/{token}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A guest's order joins the signed-in diner's account: its receipt's mailed link proves the right to it (once; another account's order is 409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
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
                            message: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/by-number/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in customer's own orders by its number, with its timeline as the diner sees it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    number: number;
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
                            order: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
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
    "/api/orders/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events: changes of the signed-in customer's own orders (delivered, canceled, refunded, paid) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A text/event-stream of `orders` events: {"type":"order.delivered","orderIds":["TV-..."]} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                400: components["responses"]["ErrorTextEventStream"];
                401: components["responses"]["ErrorTextEventStream"];
                403: components["responses"]["ErrorTextEventStream"];
                404: components["responses"]["ErrorTextEventStream"];
                409: components["responses"]["ErrorTextEventStream"];
                429: components["responses"]["ErrorTextEventStream"];
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
    "/api/orders/past": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's delivered and canceled orders (with the refund state), 4 per page */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
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
                    content: {
                        "application/json": {
                            items: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            }[];
                            next: string | null;
                            pageSize: number;
                            prev: string | null;
                            start: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
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
    "/api/orders/present": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's paid orders that are not canceled (delivered ones marked), newest first, 4 per page */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
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
                    content: {
                        "application/json": {
                            items: {
                                awaitingPayment?: boolean;
                                canceledAt: string | null;
                                createdAt: string;
                                customerName: string;
                                customerPhone: string;
                                deliveredAt: string | null;
                                deliveryAddress: string | null;
                                deliveryArea: string | null;
                                deliveryDirections: string | null;
                                deliveryEstimateMinutes?: number | null;
                                deliveryFeeMinor: number;
                                deliveryPhone: string | null;
                                email: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                note: string | null;
                                number: number;
                                orderId: string;
                                paidAt?: string | null;
                                /** @enum {string} */
                                paymentMethod?: "card_online" | "cash" | "card_terminal" | "payment_link";
                                pickup: {
                                    address: string;
                                    note: string;
                                } | null;
                                readyAt: string | null;
                                refundedAt: string | null;
                                refundMinor: number | null;
                                /** @enum {string} */
                                refundStatus: "none" | "pending" | "processing" | "refunded";
                                scheduledFor?: string | null;
                                /** @enum {string} */
                                source?: "online" | "phone" | "counter";
                                /** @enum {string} */
                                stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                /** @enum {string} */
                                status: "paid" | "delivered" | "canceled";
                                subtotalMinor: number;
                                timeline?: {
                                    /** @enum {string} */
                                    actor: "diner" | "staff" | "system";
                                    at: string;
                                    estimateReadyAt?: string;
                                    reason?: string;
                                    /** @enum {string} */
                                    stage: "scheduled" | "new" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed" | "rejected" | "canceled";
                                }[];
                                totalMinor: number;
                            }[];
                            next: string | null;
                            pageSize: number;
                            prev: string | null;
                            start: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
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
    "/api/pay/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order a card payment link pays for: lines, total and whether it is unpaid, paid or canceled (404 unknown link, 410 expired) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
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
                            order: {
                                currency: string;
                                customerName: string;
                                deliveryFeeMinor: number;
                                expiresAt: string;
                                /** @enum {string} */
                                fulfilment: "delivery" | "pickup";
                                lines: {
                                    canceled: boolean;
                                    choices: {
                                        choiceId: string;
                                        deltaMinor: number;
                                        group: string;
                                        groupId: string;
                                        name: string;
                                    }[];
                                    image: string;
                                    lineTotalMinor: number;
                                    name: string;
                                    note: string | null;
                                    quantity: number;
                                    unitPriceMinor: number;
                                }[];
                                number: number;
                                orderId: string;
                                restaurant: string;
                                /** @enum {string} */
                                state: "unpaid" | "paid" | "canceled";
                                subtotalMinor: number;
                                totalMinor: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                402: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                410: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
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
    "/api/pay/{token}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a card payment of exactly the order's total with the active provider (409 once paid or canceled) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
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
                            accessCode: string;
                            amountMinor: number;
                            authorizationUrl: string | null;
                            currency: string;
                            provider: {
                                /** @enum {string} */
                                checkout: "frame" | "popup" | "redirect";
                                displayName: string;
                                /** @enum {string} */
                                name: "sandbox" | "paystack";
                                publicKey: string;
                            };
                            reference: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                402: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                410: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/{token}/payments/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment of the link's order: its status and, when refused, why */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reference: string;
                    token: string;
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
                            payment: {
                                amountMinor: number;
                                reason: string | null;
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "successful" | "failed" | "rejected";
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                402: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                410: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
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
    "/api/pay/{token}/payments/{reference}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back from the provider: verify the payment and mark the order paid, or refuse and refund it when the order was paid or canceled meanwhile */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reference: string;
                    token: string;
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
                            payment: {
                                amountMinor: number;
                                reason: string | null;
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "successful" | "failed" | "rejected";
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                402: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                410: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/sandbox/abandon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox provider: the diner closed the checkout without paying */
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
                        accessCode: string;
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
                            status: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/sandbox/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox provider: pay a transaction with a test card */
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
                        accessCode: string;
                        cardNumber: string;
                        cvv: string;
                        expiry: string;
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
                            data: {
                                id: number;
                                message: string;
                                reference: string;
                                /** @enum {string} */
                                status: "success" | "failed" | "pending";
                            };
                            message: string;
                            /** @enum {boolean} */
                            status: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/sandbox/checkout/request_inline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox provider: open a transaction from inline checkout parameters */
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
                        amount?: number;
                        bearer?: string;
                        channels?: string[];
                        connect_split?: unknown[] | {
                            [key: string]: unknown;
                        };
                        currency?: string;
                        customerCode?: string;
                        email?: string;
                        firstName?: string;
                        key: string;
                        label?: string;
                        lastName?: string;
                        metadata?: {
                            [key: string]: unknown;
                        } | string;
                        paymentRequest?: string | number;
                        phone?: string | number;
                        planCode?: string;
                        planInterval?: string;
                        reference?: string;
                        split?: {
                            [key: string]: unknown;
                        };
                        split_code?: string;
                        subaccountCode?: string;
                        subscriptionCount?: number;
                        subscriptionLimit?: number;
                        subscriptionStartDate?: string;
                        transactionCharge?: number | string;
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
                            data?: {
                                access_code: string;
                                amount: number;
                                channels: string[];
                                currency: string;
                                custom_filters: {
                                    recurring: boolean;
                                };
                                email: string;
                                id: number;
                                label: string | null;
                                link_config: {
                                    enabled: boolean;
                                    has_payment_instruments: boolean;
                                };
                                /** @enum {string|null} */
                                log: null;
                                merchant_id: number;
                                merchant_key: string;
                                merchant_logo: string | null;
                                merchant_name: string;
                                plan_details: {
                                    interval: string;
                                } | null;
                                reference: string;
                                transaction_status: string;
                            };
                            message: string;
                            status: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/sandbox/transaction/verify_access_code/{accessCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sandbox provider: the transaction behind an access code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    accessCode: string;
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
                            data?: {
                                access_code: string;
                                amount: number;
                                channels: string[];
                                currency: string;
                                custom_filters: {
                                    recurring: boolean;
                                };
                                email: string;
                                id: number;
                                label: string | null;
                                link_config: {
                                    enabled: boolean;
                                    has_payment_instruments: boolean;
                                };
                                /** @enum {string|null} */
                                log: null;
                                merchant_id: number;
                                merchant_key: string;
                                merchant_logo: string | null;
                                merchant_name: string;
                                plan_details: {
                                    interval: string;
                                } | null;
                                reference: string;
                                transaction_status: string;
                            };
                            message: string;
                            status: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
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
    "/api/payments/sandbox/transfers/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox bank: confirm a pending bank transfer; the storefront is notified at once */
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
                        reference: string;
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
                            status: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book seats in a slot (customers). 409 "Time slot no longer available." when they no longer fit */
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
                        date: string;
                        firstName: string;
                        guests: number;
                        lastName: string;
                        phone: string;
                        /** @default  */
                        specialRequests?: string;
                        time: string;
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
                            reservation: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel one of your own reservations while it is not confirmed (frees its seats; a paid deposit is refunded in full before the cutoff) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reservation: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start the card payment of your booking's deposit while its table is held (409 once paid, released or ended) */
        post: {
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
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accessCode: string;
                            amountMinor: number;
                            authorizationUrl: string | null;
                            currency: string;
                            provider: {
                                /** @enum {string} */
                                checkout: "frame" | "popup" | "redirect";
                                displayName: string;
                                /** @enum {string} */
                                name: "sandbox" | "paystack";
                                publicKey: string;
                            };
                            reference: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/deposit/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment of your booking's deposit: its status and, when refused, why */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    reference: string;
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
                            payment: {
                                amountMinor: number;
                                reason: string | null;
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "successful" | "failed" | "rejected";
                            };
                            reservation: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
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
    "/api/reservations/{id}/deposit/{reference}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back from the provider: verify the deposit and book the table, or refuse and refund it when the hold ended meanwhile */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    reference: string;
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
                            payment: {
                                amountMinor: number;
                                reason: string | null;
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "successful" | "failed" | "rejected";
                            };
                            reservation: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                402: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public: the time slots of a date (today by default) with their state and seats left */
        get: {
            parameters: {
                query?: {
                    date?: string;
                    guests?: number;
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
                    content: {
                        "application/json": {
                            bookingTimes: {
                                label: string;
                                lines: string[];
                            };
                            byTables: boolean;
                            capacity: number;
                            date: string;
                            /** @enum {string} */
                            dateOrder: "dmy" | "mdy" | "ymd";
                            lastDate: string;
                            rules: {
                                changeCutoffHours: number;
                                depositFromParty: number;
                                depositPerGuestMinor: number;
                                maxOnlineParty: number;
                                phone: string;
                                windowDays: number;
                            };
                            slots: {
                                seatsLeft: number;
                                /** @enum {string} */
                                state: "available" | "full" | "past";
                                time: string;
                            }[];
                            timeZone: string;
                            today: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
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
    "/api/reservations/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's reservations, upcoming first, 4 per page */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
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
                    content: {
                        "application/json": {
                            items: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            }[];
                            next: string | null;
                            pageSize: number;
                            prev: string | null;
                            start: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
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
    "/api/reservations/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's waiting and offered waitlist entries */
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
                            entries: {
                                createdAt: string;
                                date: string;
                                guests: number;
                                heldUntil: string | null;
                                id: string;
                                offerExpiresAt: string | null;
                                /** @enum {string} */
                                status: "waiting" | "offered" | "booked" | "expired" | "left";
                                time: string;
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Join the waitlist of a slot that is full for your party (customers) */
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
                        date: string;
                        firstName: string;
                        guests: number;
                        lastName: string;
                        phone: string;
                        time: string;
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
                            entry: {
                                createdAt: string;
                                date: string;
                                guests: number;
                                heldUntil: string | null;
                                id: string;
                                offerExpiresAt: string | null;
                                /** @enum {string} */
                                status: "waiting" | "offered" | "booked" | "expired" | "left";
                                time: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/waitlist/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the waitlist (a live offer passes to the next in line) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entry: {
                                createdAt: string;
                                date: string;
                                guests: number;
                                heldUntil: string | null;
                                id: string;
                                offerExpiresAt: string | null;
                                /** @enum {string} */
                                status: "waiting" | "offered" | "booked" | "expired" | "left";
                                time: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/waitlist/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The waitlist offer a mailed link opens (its own diner only) */
        get: {
            parameters: {
                query: {
                    token: string;
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
                    content: {
                        "application/json": {
                            entry: {
                                createdAt: string;
                                date: string;
                                guests: number;
                                heldUntil: string | null;
                                id: string;
                                offerExpiresAt: string | null;
                                /** @enum {string} */
                                status: "waiting" | "offered" | "booked" | "expired" | "left";
                                time: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
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
    "/api/reservations/waitlist/offer/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book the table a live waitlist offer holds (same rules and cap as any booking) */
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
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reservation: {
                                canceledAt: string | null;
                                /** @enum {string|null} */
                                canceledBy: "guest" | "restaurant" | null;
                                completedAt: string | null;
                                confirmedAt: string | null;
                                createdAt: string;
                                date: string;
                                declineReason: string | null;
                                deposit: {
                                    amountMinor: number;
                                    holdUntil: string | null;
                                    /** @enum {string} */
                                    status: "awaiting" | "paid" | "refunding" | "refunded" | "kept" | "unpaid";
                                } | null;
                                email: string;
                                firstName: string;
                                guests: number;
                                id: string;
                                lastName: string;
                                phone: string;
                                seatedAt: string | null;
                                seats: number;
                                /** @enum {string} */
                                source: "online" | "walk_in";
                                specialRequests: string;
                                /** @enum {string} */
                                status: "awaiting_deposit" | "pending" | "confirmed" | "seated" | "completed" | "declined" | "canceled" | "expired" | "no_show";
                                tables: string[];
                                time: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether delivery and pickup take orders now, in words, and the closures of the coming week (public) */
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
                            delivery: {
                                open: boolean;
                                refusal: string | null;
                                words: string;
                            };
                            hours: {
                                label: string;
                                value: string;
                            }[];
                            notices: string[];
                            pickup: {
                                open: boolean;
                                refusal: string | null;
                                words: string;
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
    "/media/dishes/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A dish illustration (SVG) of the local catalog */
        get: {
            parameters: {
                query?: {
                    /** @description Content hash: a year of caching when current */
                    v?: string;
                };
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/svg+xml, 480 x 360 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                404: components["responses"]["Error"];
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
    "/media/recipes/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A picture of the public recipe database, passed through (CATALOG_SOURCE=themealdb) */
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
                /** @description image/jpeg (or png, webp), 700 x 700 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                404: components["responses"]["Error"];
                503: components["responses"]["Error"];
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
    "/uploads/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded dish picture (public; the name is its content hash, so it is cached for a year) */
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
                /** @description image/png, image/jpeg or image/webp */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                404: components["responses"]["Error"];
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
    responses: {
        /** @description Default Response */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        code: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
        /** @description Default Response */
        ErrorTextCsv: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/csv": {
                    error: {
                        code: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
        /** @description Default Response */
        ErrorTextEventStream: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/event-stream": {
                    error: {
                        code: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
