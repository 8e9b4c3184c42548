/** Request schemas shared by the auth plugins. */
import { Type } from 'typebox';

export const Encoded = Type.String({ minLength: 1, maxLength: 512 });
export const DialCode = Type.String({ pattern: '^[0-9]{1,4}$' });
export const PhoneNumber = Type.String({ pattern: '^[0-9]{5,15}$' });
export const Code = Type.String({ pattern: '^[0-9]{4,8}$' });
export const OpaqueToken = Type.String({ minLength: 1, maxLength: 1024 });
export const Provider = Type.Union([Type.Literal('google'), Type.Literal('vk'), Type.Literal('yandex'), Type.Literal('apple')]);
