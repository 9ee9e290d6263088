/**
 * XML bodies the way Rails 2.3 writes and reads them: `Hash#to_xml` / `Array#to_xml`
 * (./xml-encode.ts) and `Hash.from_xml` (./xml-decode.ts, typecasting in ./xml-typecast.ts).
 * ActiveResource's XmlFormat is these two plus "drop the root".
 */
export { XmlError } from './xml-error'
export { encodeXml, type EncodeXmlOptions } from './xml-encode'
export { decodeXml } from './xml-decode'
