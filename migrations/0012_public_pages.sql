CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"cover_image_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_status" CHECK ("articles"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"hero_text" text DEFAULT '' NOT NULL,
	"hero_image_url" text DEFAULT '' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"package_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");--> statement-breakpoint
INSERT INTO "articles" ("id", "title", "summary", "category", "body", "status", "published_at") VALUES
('geulbit-getting-started', '글빛 사용법: 키워드 하나로 블로그 글 초안 만들기', '가입하지 않아도 키워드만 넣으면 글 초안이 나옵니다. 글쓰기, 생성 기록, 키워드 분석을 처음 쓰는 분을 위한 안내입니다.', '이용 가이드', $seed$
글빛은 키워드를 넣으면 검색에 맞춘 한국어 블로그 글 초안을 써 주는 서비스입니다. 처음 쓰시는 분이 알아 두면 좋은 순서대로 정리했습니다.

## 1. 글쓰기 (첫 화면)

1. 첫 화면의 입력칸에 글의 중심 키워드를 적습니다. 예: `제주도 3박 4일 여행 코스`
2. 글 종류, 말투, 분량, 발행 플랫폼을 고릅니다.
3. **블로그 글 쓰기**를 누르면 글이 실시간으로 써집니다. 마음에 들지 않는 소제목은 **섹션 다시 쓰기**로 그 부분만 다시 쓰게 할 수 있습니다.

가입하지 않은 방문자도 임시 계정으로 글을 만들 수 있습니다. 가입하면 그동안 쓴 글이 회원 계정으로 옮겨집니다.

## 2. 생성 기록

만든 글은 **생성 기록**에 남습니다. 다시 열어 고치거나, 복사하거나, 읽기 전용 주소로 공유할 수 있습니다. 공유를 끄면 그 주소는 더 이상 열리지 않습니다.

## 3. 키워드 분석 (회원)

키워드 분석은 네이버 검색광고 API의 월간 검색수를 바탕으로 연관 키워드를 보여 줍니다. 네이버 약관 때문에 회원 본인의 검색광고 API 키를 연결해야 합니다. 키 발급 방법은 [네이버 검색광고 API 키 발급 방법](/contents/naver-searchad-api-keys) 글에 정리해 두었습니다.

## 4. 무료 횟수와 크레딧

회원에게는 글 생성, 이미지, 키워드 조회 무료 횟수가 있습니다. 무료 횟수를 다 쓰면 크레딧으로 이용하며, 크레딧을 쓰기 전에는 몇 크레딧이 드는지 먼저 보여 드리고 확인을 받습니다.

## 5. 초안은 초안입니다

AI가 쓴 글에는 틀린 사실이 섞일 수 있습니다. 가격, 영업시간, 법령처럼 확인이 필요한 내용은 발행 전에 꼭 직접 확인하고, 내 경험과 사진을 더해 주세요. 그런 글이 독자에게도 검색에도 오래 남습니다.
$seed$, 'published', now()),
('naver-blog-seo-basics', '네이버 블로그 SEO 기본: 검색에 잘 걸리는 글의 조건', '네이버가 공개한 검색 원칙을 바탕으로, 제목과 본문, 키워드, 꾸준함에서 블로거가 지킬 수 있는 기본을 정리했습니다.', '블로그 SEO', $seed$
네이버 검색은 "사용자가 찾는 정보를 담은 좋은 문서"를 위로 올리려고 합니다. 정해진 비법이 있는 것은 아니지만, 네이버가 공개해 온 원칙에 비추어 블로거가 지킬 수 있는 기본은 분명합니다.

## 제목: 찾는 말을 자연스럽게

- 사람들이 실제로 검색하는 표현을 제목 앞쪽에 자연스럽게 넣습니다.
- 같은 키워드를 제목에 여러 번 반복하지 않습니다. 반복은 도움이 되지 않고 어색해 보입니다.
- 글의 내용과 다른 자극적인 제목은 피합니다.

## 본문: 직접 겪은 정보

- 직접 방문하고, 써 보고, 찍은 사진과 구체적인 숫자(가격, 시간, 거리)가 들어간 글이 좋은 평가를 받습니다.
- 다른 글을 베끼거나 여러 글을 짜깁기한 문서는 유사 문서로 걸러질 수 있습니다.
- 소제목으로 단락을 나누면 읽는 사람도, 검색 엔진도 내용을 파악하기 쉽습니다.

## 키워드: 욕심내지 않기

- 한 글에는 중심 키워드 하나와 가까운 연관 키워드 몇 개면 충분합니다.
- 본문에 키워드를 억지로 채워 넣는 것은 오히려 불리할 수 있습니다.
- 검색량이 너무 큰 키워드보다, 검색량이 적당하고 경쟁 글이 적은 세부 키워드부터 노려 보세요. 글빛의 키워드 분석에서 월간 검색수와 문서 수를 함께 볼 수 있습니다.

## 꾸준함과 주제

- 한 주제를 꾸준히 쓰는 블로그가 그 주제에서 신뢰를 얻기 쉽습니다.
- 한꺼번에 많이 올리기보다 일정한 간격으로 올리는 편이 좋습니다.

## 하지 말아야 할 것

- 글 목록만 바꿔 같은 글을 여러 번 올리기
- 본문과 상관없는 인기 키워드 나열
- 대가를 받은 글에 그 사실을 밝히지 않기 (공정거래위원회 추천·보증 심사지침)

AI 초안은 출발점일 뿐입니다. 내 경험을 더하고 사실을 확인한 뒤 발행하세요.
$seed$, 'published', now()),
('naver-searchad-api-keys', '네이버 검색광고 API 키 발급 방법', '글빛의 키워드 분석에 필요한 네이버 검색광고 API의 CUSTOMER_ID, 액세스라이선스, 비밀키를 발급받는 순서입니다.', '키워드·광고', $seed$
글빛의 키워드 분석은 월간 검색수를 **네이버 검색광고 API**에서 가져옵니다. 네이버 약관상 서비스가 이 데이터를 대신 조회해 나눠 줄 수 없어서, 회원님의 검색광고 계정 키로 직접 조회합니다. 키 발급은 무료이고, 광고를 집행하지 않아도 됩니다.

## 1. 검색광고 계정 만들기

1. [searchad.naver.com](https://searchad.naver.com) 에 접속해 네이버 아이디로 로그인합니다.
2. 처음이라면 광고주 회원가입(개인 또는 사업자)을 마칩니다.

## 2. API 키 발급

1. 광고시스템 상단 메뉴에서 **도구 → API 사용 관리**로 갑니다.
2. **네이버 검색광고 API 서비스 신청**을 누릅니다.
3. 발급된 **액세스라이선스**와 **비밀키**를 확인합니다. 같은 화면에 숫자로 된 **CUSTOMER_ID**도 보입니다.

## 3. 글빛에 연결하기

1. 글빛에 로그인한 뒤 **키워드 분석** 메뉴를 엽니다.
2. 키 연결 칸에 CUSTOMER_ID, 액세스 라이선스, 비밀키를 넣고 저장합니다.
3. 키는 암호화해서 저장되며, 저장한 뒤에는 화면에 다시 보여 드리지 않습니다. 언제든 연결을 해제할 수 있습니다.

## 주의할 점

- 비밀키는 비밀번호와 같습니다. 다른 사람에게 보내거나 공개된 곳에 올리지 마세요.
- 키가 유출되었다면 검색광고 API 사용 관리 화면에서 키를 삭제하고 새로 발급받은 뒤, 글빛에도 다시 연결하세요.
- 네이버 검색광고 API에는 호출 한도가 있습니다. 너무 많은 키워드를 한꺼번에 조회하면 잠시 뒤에 다시 시도해야 할 수 있습니다.
$seed$, 'published', now());
