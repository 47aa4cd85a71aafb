/** The package ships JavaScript only: the schema validator samlify calls for every inbound message. */
declare module '@authenio/samlify-xmllint-wasm' {
  export function validate(xml: string): Promise<unknown>;
}
