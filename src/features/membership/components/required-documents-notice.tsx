/** The yellow 'Required Documents' notice of the application. */
export function RequiredDocumentsNotice() {
  return (
    <section
      aria-labelledby="required-documents-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h3 id="required-documents-heading" className="font-semibold">
        Required Documents
      </h3>
      <p className="mt-1">Please prepare the following documents:</p>
      <ul className="mt-1 list-disc pl-5">
        <li>Certificate of Incorporation (CAC) or Proof of Employment</li>
        <li>Attestation Letter from a Sponsor</li>
      </ul>
      <p className="mt-1">
        Combine them into one file and upload it in the <strong>Required Certificates</strong> section below.
      </p>
    </section>
  );
}
