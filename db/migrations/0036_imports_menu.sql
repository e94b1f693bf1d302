-- The admin menu's entry for imports from the academic system, in databases made before it existed
-- (a fresh database gets it from the seed). Only where the admin menu tree is there at all.
INSERT INTO "menus" ("menu_id", "up_menu_id", "menu_nm", "menu_url", "user_div", "client_type", "depth", "sort_ord", "description", "use_yn")
SELECT 'ADM_IMPORTS', NULL, '학사 데이터 가져오기', '/adm/imports', 'adm', 'user', 1, 3, '학사정보시스템의 학생·교수·교과목·수강·성적 파일을 검토한 뒤 반영하고 이력을 봅니다.', 'Y'
WHERE EXISTS (SELECT 1 FROM "menus" WHERE "menu_id" = 'ADM_MAIN')
ON CONFLICT ("menu_id") DO NOTHING;
