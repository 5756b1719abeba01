/**
 * A message with **marked** words shown in bold: the feature's messages file keeps a sentence whole
 * (`'키워드 검색량은 **네이버 검색광고 API**에서 가져옵니다.'`) instead of cutting it around a <strong>.
 */
export function Emphasized({ text, strongClassName }: { text: string; strongClassName?: string }) {
  return (
    <>
      {text.split('**').map((part, i) =>
        i % 2 === 1 ? (
          <strong key={i} className={strongClassName}>
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </>
  );
}
