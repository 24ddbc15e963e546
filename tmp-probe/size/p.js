import * as v from "valibot"; window.x = [v.object, v.string, v.pipe, v.safeParse, v.trim, v.email, v.maxLength, v.nonEmpty, v.regex, v.picklist, v.optional, v.check, v.getDotPath];
