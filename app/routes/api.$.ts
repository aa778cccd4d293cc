// Any other address under this prefix: a JSON 404, as API clients expect, never the site's HTML page.
import { unknownApiAddress } from "~/http/api.server";

export const { loader, action } = unknownApiAddress;
