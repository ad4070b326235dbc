import type { CaseResult, FieldName } from './whatsapp-blind.ts';

// The printed report of a blind replay: figures per class, country and field, then every miss.

const pct = (right: number, total: number) => (total ? `${((100 * right) / total).toFixed(1)} %` : '—');

/** The figures per class and per field, and the misses, as printed text. */
export function summarize(results: CaseResult[], label: string): { text: string; misses: string } {
  const lines = [`WhatsApp, corpus ${label}: ${results.length} casos`];
  const right = results.filter((result) => result.right).length;
  lines.push(
    `  totalmente bien: ${right}/${results.length} (${pct(right, results.length)}); con comercio: ${pct(results.filter((r) => r.rightWithPayee).length, results.length)}`,
  );
  lines.push(`  guardados mal con respuesta de éxito: ${results.filter((result) => result.silentWrong).length}`);
  lines.push('  por clase:');
  const classes = [...new Set(results.map((result) => result.class))].sort();
  for (const name of classes) {
    const group = results.filter((result) => result.class === name);
    const ok = group.filter((result) => result.right).length;
    lines.push(
      `    ${name.padEnd(12)} ${String(ok).padStart(3)}/${String(group.length).padEnd(3)} ${pct(ok, group.length)}`,
    );
  }
  lines.push('  por país:');
  for (const country of [...new Set(results.map((result) => result.country))].sort()) {
    const group = results.filter((result) => result.country === country);
    lines.push(
      `    ${country} ${group.filter((result) => result.right).length}/${group.length} ${pct(group.filter((result) => result.right).length, group.length)}`,
    );
  }
  lines.push('  por campo (movimientos esperados):');
  const fields: FieldName[] = ['kind', 'amount', 'currency', 'date', 'account', 'to', 'category', 'payee'];
  for (const field of fields) {
    const values = results
      .flatMap((result) => result.fields.map((checks) => checks[field]))
      .filter((value) => value !== undefined);
    lines.push(
      `    ${field.padEnd(9)} ${values.filter(Boolean).length}/${values.length} ${pct(values.filter(Boolean).length, values.length)}`,
    );
  }
  const questions = results.filter((result) => 'question' in result.expect);
  const asks = results.filter(
    (result) => 'ask' in result.expect || ('records' in result.expect && result.expect.records.length === 0),
  );
  lines.push(
    `  preguntas: ${questions.filter((r) => r.right).length}/${questions.length}; no anotar nada: ${asks.filter((r) => r.right).length}/${asks.length}`,
  );
  const misses = results
    .filter((result) => !result.right)
    .map((result) =>
      [
        `${result.id} [${result.class}]${result.silentWrong ? ' GUARDADO MAL CON ÉXITO' : ''} ${result.note ?? ''}`,
        ...result.messages.map((message, index) => `  > ${message}\n  < ${result.replies[index]}`),
        `  esperado: ${JSON.stringify(result.expect)}`,
        `  guardado: ${JSON.stringify(result.saved)}`,
      ].join('\n'),
    )
    .join('\n');
  return { text: lines.join('\n'), misses };
}
