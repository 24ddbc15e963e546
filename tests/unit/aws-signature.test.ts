import { describe, expect, it } from "vitest";

import { awsEncode, sha256Hex, signedHeaders } from "../../server/backup/aws-signature";

/** The credentials and moment of AWS's own examples (S3 API reference, "Signature Calculations for the Authorization Header"). */
const example = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
};
const moment = new Date("2013-05-24T00:00:00Z");
const emptyHash = sha256Hex("");

const signatureOf = (url: string) =>
  /Signature=([0-9a-f]{64})$/.exec(
    signedHeaders({ method: "GET", url: new URL(url), payloadHash: emptyHash }, example, moment)
      .authorization ?? "",
  )?.[1];

describe("AWS Signature Version 4", () => {
  it("signs AWS's own examples as AWS does", () => {
    expect(signatureOf("https://examplebucket.s3.amazonaws.com/?lifecycle")).toBe(
      "fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543",
    );
    // The query is sorted before signing.
    expect(signatureOf("https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2")).toBe(
      "34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7",
    );
  });

  it("names the key id, the day's scope and the signed headers, never the secret", () => {
    const headers = signedHeaders(
      {
        method: "PUT",
        url: new URL("http://127.0.0.1:9000/bucket/wal/1.gz"),
        payloadHash: emptyHash,
      },
      example,
      moment,
    );
    expect(headers).toMatchObject({
      host: "127.0.0.1:9000",
      "x-amz-date": "20130524T000000Z",
      "x-amz-content-sha256": emptyHash,
    });
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/20130524\/us-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(JSON.stringify(headers)).not.toContain(example.secretAccessKey);
  });

  it("encodes as AWS wants: all but the unreserved characters, slashes kept in paths", () => {
    expect(awsEncode("a b!'()*~._-+=é")).toBe("a%20b%21%27%28%29%2A~._-%2B%3D%C3%A9");
    expect(awsEncode("site one/wal/1.gz", true)).toBe("site%20one/wal/1.gz");
    expect(awsEncode("a/b")).toBe("a%2Fb");
  });
});
