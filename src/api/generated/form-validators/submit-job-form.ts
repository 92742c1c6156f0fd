// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the SubmitJobForm form schema (../form-schemas/submit-job-form.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["68e698d3"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","title":"Submit a job","type":"object","required":["cluster_id","hpcqueue_id","name","cores","submit_type"],"properties":{"cluster_id":{"type":"string","pattern":"^e?hpc-[a-z0-9]{4,16}$","examples":["hpc-a1b2c3d4"],"title":"Cluster"},"hpcqueue_id":{"type":"string","pattern":"^hpcq-[a-z0-9]{4,16}$","examples":["hpcq-n7c2x9k1"],"title":"Queue"},"name":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[\\p{L}\\p{N}_-][\\p{L}\\p{N}_ -]*$","x-rule":"name.label","title":"Job name"},"priority":{"type":"integer","minimum":1,"maximum":10,"title":"Priority","default":5},"cores":{"type":"integer","minimum":1,"maximum":5600,"examples":[56],"title":"Cores","x-help":"Up to 100 nodes of 56 cores.","default":1},"memory":{"type":"integer","minimum":1,"maximum":1048576,"examples":[65536],"title":"Memory per node (MiB)","x-help":"The scheduler's default when empty."},"time_limit":{"type":"integer","minimum":1,"maximum":43200,"examples":[1440],"title":"Time limit (minutes)","x-help":"Up to 30 days (43,200 minutes). Needed where your core-hours are limited: the job then counts as cores × time limit."},"work_dir":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Working directory","x-help":"A new folder in your jobs folder on the cluster's storage when empty."},"stdout_path":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Standard output file"},"stderr_path":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Standard error file"},"input_file":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Input file"},"submit_type":{"type":"string","enum":["command","script","template"],"title":"Submit type","default":"command"},"cmd":{"type":"string","minLength":1,"maxLength":4096,"examples":["mpirun -np 56 ./wrf.exe"],"title":"Command line","x-help":"Runs in the job's working directory."},"script_path":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Job script"},"job_template_id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","title":"Job template"},"file_template_id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","title":"File template"},"array":{"type":"string","minLength":1,"maxLength":200,"pattern":"^[0-9]{1,6}(-[0-9]{1,6}(:[0-9]{1,6})?)?(,[0-9]{1,6}(-[0-9]{1,6}(:[0-9]{1,6})?)?)*(%[0-9]{1,6})?$","x-rule":"job.array","x-max-index":1000,"x-max-tasks":1000,"examples":["0-99%4"],"title":"Array","x-help":"One task per index, e.g. 0-99, 1,3,5-7 or 0-15:4; add %4 to run at most 4 at once. Each task reads its index in $SLURM_ARRAY_TASK_ID. Empty: one job."},"dependency":{"title":"Waits for","x-help":"Start this job only after other jobs of this cluster: when they start, end, succeed or fail.","type":"array","maxItems":8,"items":{"type":"object","required":["type","job"],"properties":{"type":{"type":"string","enum":["afterok","afterany","afternotok","after"],"title":"Starts when","default":"afterok"},"job":{"type":"string","pattern":"^hpcjob-[a-z0-9]{6,16}$","examples":["hpcjob-7k2m9x4q"],"title":"Job"}},"additionalProperties":false}},"notify":{"type":"string","enum":["default","in_app","email","webhook","all"],"title":"When it ends, tell me","x-help":"Always in the console's bell; e-mail and webhook go to the addresses of your notification settings.","default":"default"}},"allOf":[{"if":{"properties":{"submit_type":{"const":"command"}},"required":["submit_type"]},"then":{"required":["cmd"],"properties":{"cmd":{"type":"string","minLength":1,"maxLength":4096,"examples":["mpirun -np 56 ./wrf.exe"]}}}},{"if":{"properties":{"submit_type":{"const":"script"}},"required":["submit_type"]},"then":{"required":["script_path"],"properties":{"script_path":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"]}}}},{"if":{"properties":{"submit_type":{"const":"template"}},"required":["submit_type"]},"then":{"required":["job_template_id"],"properties":{"job_template_id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"}}}}],"$id":"68e698d3"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("(^|/)\\.{1,2}(/|$)", "u");
const pattern5 = new RegExp("^/[^\\r\\n]*$", "u");
const pattern6 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern7 = new RegExp("^e?hpc-[a-z0-9]{4,16}$", "u");
const pattern8 = new RegExp("^hpcq-[a-z0-9]{4,16}$", "u");
const pattern9 = new RegExp("^[\\p{L}\\p{N}_-][\\p{L}\\p{N}_ -]*$", "u");
const pattern22 = new RegExp("^[0-9]{1,6}(-[0-9]{1,6}(:[0-9]{1,6})?)?(,[0-9]{1,6}(-[0-9]{1,6}(:[0-9]{1,6})?)?)*(%[0-9]{1,6})?$", "u");
const pattern23 = new RegExp("^hpcjob-[a-z0-9]{6,16}$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="68e698d3" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.submit_type === undefined) && (missing0 = "submit_type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.submit_type !== undefined){
if("command" !== data.submit_type){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cmd === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "cmd"},message:"must have required property '"+"cmd"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.cmd !== undefined){
let data1 = data.cmd;
if(typeof data1 === "string"){
if(func1(data1) > 4096){
const err3 = {instancePath:instancePath+"/cmd",schemaPath:"#/allOf/0/then/properties/cmd/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/cmd",schemaPath:"#/allOf/0/then/properties/cmd/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/cmd",schemaPath:"#/allOf/0/then/properties/cmd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.cmd = true;
props0.submit_type = true;
}
}
if(!valid1){
const err6 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs10 = errors;
let valid4 = true;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.submit_type === undefined) && (missing1 = "submit_type")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
if(data.submit_type !== undefined){
if("script" !== data.submit_type){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
var _valid1 = _errs11 === errors;
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.script_path === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "script_path"},message:"must have required property '"+"script_path"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.script_path !== undefined){
let data3 = data.script_path;
const _errs17 = errors;
const _errs18 = errors;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var valid8 = _errs18 === errors;
if(valid8){
const err11 = {instancePath:instancePath+"/script_path",schemaPath:"#/allOf/1/then/properties/script_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
if(typeof data3 === "string"){
if(func1(data3) > 1024){
const err12 = {instancePath:instancePath+"/script_path",schemaPath:"#/allOf/1/then/properties/script_path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/script_path",schemaPath:"#/allOf/1/then/properties/script_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern5.test(data3)){
const err14 = {instancePath:instancePath+"/script_path",schemaPath:"#/allOf/1/then/properties/script_path/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/script_path",schemaPath:"#/allOf/1/then/properties/script_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
var _valid1 = _errs13 === errors;
valid4 = _valid1;
if(valid4){
var props1 = {};
props1.script_path = true;
props1.submit_type = true;
}
}
if(!valid4){
const err16 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs20 = errors;
let valid9 = true;
const _errs21 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.submit_type === undefined) && (missing2 = "submit_type")){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
if(data.submit_type !== undefined){
if("template" !== data.submit_type){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
var _valid2 = _errs21 === errors;
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.job_template_id === undefined){
const err19 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "job_template_id"},message:"must have required property '"+"job_template_id"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.job_template_id !== undefined){
let data5 = data.job_template_id;
if(typeof data5 === "string"){
if(func1(data5) > 64){
const err20 = {instancePath:instancePath+"/job_template_id",schemaPath:"#/allOf/2/then/properties/job_template_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data5) < 1){
const err21 = {instancePath:instancePath+"/job_template_id",schemaPath:"#/allOf/2/then/properties/job_template_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern6.test(data5)){
const err22 = {instancePath:instancePath+"/job_template_id",schemaPath:"#/allOf/2/then/properties/job_template_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/job_template_id",schemaPath:"#/allOf/2/then/properties/job_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
var _valid2 = _errs23 === errors;
valid9 = _valid2;
if(valid9){
var props2 = {};
props2.job_template_id = true;
props2.submit_type = true;
}
}
if(!valid9){
const err24 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cluster_id === undefined){
const err25 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cluster_id"},message:"must have required property '"+"cluster_id"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.hpcqueue_id === undefined){
const err26 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hpcqueue_id"},message:"must have required property '"+"hpcqueue_id"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.name === undefined){
const err27 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.cores === undefined){
const err28 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cores"},message:"must have required property '"+"cores"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.submit_type === undefined){
const err29 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submit_type"},message:"must have required property '"+"submit_type"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.cluster_id = true;
props0.hpcqueue_id = true;
props0.name = true;
props0.priority = true;
props0.cores = true;
props0.memory = true;
props0.time_limit = true;
props0.work_dir = true;
props0.stdout_path = true;
props0.stderr_path = true;
props0.input_file = true;
props0.submit_type = true;
props0.cmd = true;
props0.script_path = true;
props0.job_template_id = true;
props0.file_template_id = true;
props0.array = true;
props0.dependency = true;
props0.notify = true;
}
if(data.cluster_id !== undefined){
let data6 = data.cluster_id;
if(typeof data6 === "string"){
if(!pattern7.test(data6)){
const err30 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/properties/cluster_id/pattern",keyword:"pattern",params:{pattern: "^e?hpc-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^e?hpc-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/properties/cluster_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.hpcqueue_id !== undefined){
let data7 = data.hpcqueue_id;
if(typeof data7 === "string"){
if(!pattern8.test(data7)){
const err32 = {instancePath:instancePath+"/hpcqueue_id",schemaPath:"#/properties/hpcqueue_id/pattern",keyword:"pattern",params:{pattern: "^hpcq-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^hpcq-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/hpcqueue_id",schemaPath:"#/properties/hpcqueue_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.name !== undefined){
let data8 = data.name;
if(typeof data8 === "string"){
if(func1(data8) > 64){
const err34 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func1(data8) < 1){
const err35 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!pattern9.test(data8)){
const err36 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[\\p{L}\\p{N}_-][\\p{L}\\p{N}_ -]*$"},message:"must match pattern \""+"^[\\p{L}\\p{N}_-][\\p{L}\\p{N}_ -]*$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.priority !== undefined){
let data9 = data.priority;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err38 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 10 || isNaN(data9)){
const err39 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err40 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data.cores !== undefined){
let data10 = data.cores;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err41 = {instancePath:instancePath+"/cores",schemaPath:"#/properties/cores/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 5600 || isNaN(data10)){
const err42 = {instancePath:instancePath+"/cores",schemaPath:"#/properties/cores/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5600},message:"must be <= 5600"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err43 = {instancePath:instancePath+"/cores",schemaPath:"#/properties/cores/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data.memory !== undefined){
let data11 = data.memory;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err44 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 1048576 || isNaN(data11)){
const err45 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err46 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data.time_limit !== undefined){
let data12 = data.time_limit;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err47 = {instancePath:instancePath+"/time_limit",schemaPath:"#/properties/time_limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 > 43200 || isNaN(data12)){
const err48 = {instancePath:instancePath+"/time_limit",schemaPath:"#/properties/time_limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 43200},message:"must be <= 43200"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err49 = {instancePath:instancePath+"/time_limit",schemaPath:"#/properties/time_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data.work_dir !== undefined){
let data13 = data.work_dir;
const _errs43 = errors;
const _errs44 = errors;
if(typeof data13 === "string"){
if(!pattern4.test(data13)){
const err50 = {};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var valid14 = _errs44 === errors;
if(valid14){
const err51 = {instancePath:instancePath+"/work_dir",schemaPath:"#/properties/work_dir/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
if(typeof data13 === "string"){
if(func1(data13) > 1024){
const err52 = {instancePath:instancePath+"/work_dir",schemaPath:"#/properties/work_dir/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(func1(data13) < 1){
const err53 = {instancePath:instancePath+"/work_dir",schemaPath:"#/properties/work_dir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!pattern5.test(data13)){
const err54 = {instancePath:instancePath+"/work_dir",schemaPath:"#/properties/work_dir/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/work_dir",schemaPath:"#/properties/work_dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.stdout_path !== undefined){
let data14 = data.stdout_path;
const _errs48 = errors;
const _errs49 = errors;
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
var valid16 = _errs49 === errors;
if(valid16){
const err57 = {instancePath:instancePath+"/stdout_path",schemaPath:"#/properties/stdout_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
if(typeof data14 === "string"){
if(func1(data14) > 1024){
const err58 = {instancePath:instancePath+"/stdout_path",schemaPath:"#/properties/stdout_path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(func1(data14) < 1){
const err59 = {instancePath:instancePath+"/stdout_path",schemaPath:"#/properties/stdout_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(!pattern5.test(data14)){
const err60 = {instancePath:instancePath+"/stdout_path",schemaPath:"#/properties/stdout_path/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/stdout_path",schemaPath:"#/properties/stdout_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.stderr_path !== undefined){
let data15 = data.stderr_path;
const _errs53 = errors;
const _errs54 = errors;
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
const err62 = {};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
var valid18 = _errs54 === errors;
if(valid18){
const err63 = {instancePath:instancePath+"/stderr_path",schemaPath:"#/properties/stderr_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
if(typeof data15 === "string"){
if(func1(data15) > 1024){
const err64 = {instancePath:instancePath+"/stderr_path",schemaPath:"#/properties/stderr_path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(func1(data15) < 1){
const err65 = {instancePath:instancePath+"/stderr_path",schemaPath:"#/properties/stderr_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(!pattern5.test(data15)){
const err66 = {instancePath:instancePath+"/stderr_path",schemaPath:"#/properties/stderr_path/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/stderr_path",schemaPath:"#/properties/stderr_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.input_file !== undefined){
let data16 = data.input_file;
const _errs58 = errors;
const _errs59 = errors;
if(typeof data16 === "string"){
if(!pattern4.test(data16)){
const err68 = {};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
var valid20 = _errs59 === errors;
if(valid20){
const err69 = {instancePath:instancePath+"/input_file",schemaPath:"#/properties/input_file/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
if(typeof data16 === "string"){
if(func1(data16) > 1024){
const err70 = {instancePath:instancePath+"/input_file",schemaPath:"#/properties/input_file/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(func1(data16) < 1){
const err71 = {instancePath:instancePath+"/input_file",schemaPath:"#/properties/input_file/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(!pattern5.test(data16)){
const err72 = {instancePath:instancePath+"/input_file",schemaPath:"#/properties/input_file/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/input_file",schemaPath:"#/properties/input_file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.submit_type !== undefined){
let data17 = data.submit_type;
if(typeof data17 !== "string"){
const err74 = {instancePath:instancePath+"/submit_type",schemaPath:"#/properties/submit_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(!(((data17 === "command") || (data17 === "script")) || (data17 === "template"))){
const err75 = {instancePath:instancePath+"/submit_type",schemaPath:"#/properties/submit_type/enum",keyword:"enum",params:{allowedValues: schema31.properties.submit_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.cmd !== undefined){
let data18 = data.cmd;
if(typeof data18 === "string"){
if(func1(data18) > 4096){
const err76 = {instancePath:instancePath+"/cmd",schemaPath:"#/properties/cmd/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(func1(data18) < 1){
const err77 = {instancePath:instancePath+"/cmd",schemaPath:"#/properties/cmd/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/cmd",schemaPath:"#/properties/cmd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.script_path !== undefined){
let data19 = data.script_path;
const _errs67 = errors;
const _errs68 = errors;
if(typeof data19 === "string"){
if(!pattern4.test(data19)){
const err79 = {};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
var valid22 = _errs68 === errors;
if(valid22){
const err80 = {instancePath:instancePath+"/script_path",schemaPath:"#/properties/script_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
else {
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
}
if(typeof data19 === "string"){
if(func1(data19) > 1024){
const err81 = {instancePath:instancePath+"/script_path",schemaPath:"#/properties/script_path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(func1(data19) < 1){
const err82 = {instancePath:instancePath+"/script_path",schemaPath:"#/properties/script_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(!pattern5.test(data19)){
const err83 = {instancePath:instancePath+"/script_path",schemaPath:"#/properties/script_path/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/script_path",schemaPath:"#/properties/script_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.job_template_id !== undefined){
let data20 = data.job_template_id;
if(typeof data20 === "string"){
if(func1(data20) > 64){
const err85 = {instancePath:instancePath+"/job_template_id",schemaPath:"#/properties/job_template_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(func1(data20) < 1){
const err86 = {instancePath:instancePath+"/job_template_id",schemaPath:"#/properties/job_template_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(!pattern6.test(data20)){
const err87 = {instancePath:instancePath+"/job_template_id",schemaPath:"#/properties/job_template_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/job_template_id",schemaPath:"#/properties/job_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.file_template_id !== undefined){
let data21 = data.file_template_id;
if(typeof data21 === "string"){
if(func1(data21) > 64){
const err89 = {instancePath:instancePath+"/file_template_id",schemaPath:"#/properties/file_template_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(func1(data21) < 1){
const err90 = {instancePath:instancePath+"/file_template_id",schemaPath:"#/properties/file_template_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(!pattern6.test(data21)){
const err91 = {instancePath:instancePath+"/file_template_id",schemaPath:"#/properties/file_template_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/file_template_id",schemaPath:"#/properties/file_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.array !== undefined){
let data22 = data.array;
if(typeof data22 === "string"){
if(func1(data22) > 200){
const err93 = {instancePath:instancePath+"/array",schemaPath:"#/properties/array/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(func1(data22) < 1){
const err94 = {instancePath:instancePath+"/array",schemaPath:"#/properties/array/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(!pattern22.test(data22)){
const err95 = {instancePath:instancePath+"/array",schemaPath:"#/properties/array/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,6}(-[0-9]{1,6}(:[0-9]{1,6})?)?(,[0-9]{1,6}(-[0-9]{1,6}(:[0-9]{1,6})?)?)*(%[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]{1,6}(-[0-9]{1,6}(:[0-9]{1,6})?)?(,[0-9]{1,6}(-[0-9]{1,6}(:[0-9]{1,6})?)?)*(%[0-9]{1,6})?$"+"\""};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/array",schemaPath:"#/properties/array/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.dependency !== undefined){
let data23 = data.dependency;
if(Array.isArray(data23)){
if(data23.length > 8){
const err97 = {instancePath:instancePath+"/dependency",schemaPath:"#/properties/dependency/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
const len0 = data23.length;
for(let i0=0; i0<len0; i0++){
let data24 = data23[i0];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.type === undefined){
const err98 = {instancePath:instancePath+"/dependency/" + i0,schemaPath:"#/properties/dependency/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data24.job === undefined){
const err99 = {instancePath:instancePath+"/dependency/" + i0,schemaPath:"#/properties/dependency/items/required",keyword:"required",params:{missingProperty: "job"},message:"must have required property '"+"job"+"'"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
for(const key0 in data24){
if(!((key0 === "type") || (key0 === "job"))){
const err100 = {instancePath:instancePath+"/dependency/" + i0,schemaPath:"#/properties/dependency/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data24.type !== undefined){
let data25 = data24.type;
if(typeof data25 !== "string"){
const err101 = {instancePath:instancePath+"/dependency/" + i0+"/type",schemaPath:"#/properties/dependency/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(!((((data25 === "afterok") || (data25 === "afterany")) || (data25 === "afternotok")) || (data25 === "after"))){
const err102 = {instancePath:instancePath+"/dependency/" + i0+"/type",schemaPath:"#/properties/dependency/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.dependency.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data24.job !== undefined){
let data26 = data24.job;
if(typeof data26 === "string"){
if(!pattern23.test(data26)){
const err103 = {instancePath:instancePath+"/dependency/" + i0+"/job",schemaPath:"#/properties/dependency/items/properties/job/pattern",keyword:"pattern",params:{pattern: "^hpcjob-[a-z0-9]{6,16}$"},message:"must match pattern \""+"^hpcjob-[a-z0-9]{6,16}$"+"\""};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
else {
const err104 = {instancePath:instancePath+"/dependency/" + i0+"/job",schemaPath:"#/properties/dependency/items/properties/job/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath:instancePath+"/dependency/" + i0,schemaPath:"#/properties/dependency/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/dependency",schemaPath:"#/properties/dependency/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.notify !== undefined){
let data27 = data.notify;
if(typeof data27 !== "string"){
const err107 = {instancePath:instancePath+"/notify",schemaPath:"#/properties/notify/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(!(((((data27 === "default") || (data27 === "in_app")) || (data27 === "email")) || (data27 === "webhook")) || (data27 === "all"))){
const err108 = {instancePath:instancePath+"/notify",schemaPath:"#/properties/notify/enum",keyword:"enum",params:{allowedValues: schema31.properties.notify.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
else {
const err109 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
validate20.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":true,"dynamicItems":false};

exports.da42d5a = validate21;
const schema32 = {"properties":{"submit_type":{"const":"command"}},"required":["submit_type"],"$id":"da42d5a"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="da42d5a" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.submit_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submit_type"},message:"must have required property '"+"submit_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.submit_type !== undefined){
if("command" !== data.submit_type){
const err1 = {instancePath:instancePath+"/submit_type",schemaPath:"#/properties/submit_type/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"submit_type":true},"dynamicProps":false,"dynamicItems":false};

exports["-752775c2"] = validate22;
const schema33 = {"properties":{"submit_type":{"const":"script"}},"required":["submit_type"],"$id":"-752775c2"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-752775c2" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.submit_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submit_type"},message:"must have required property '"+"submit_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.submit_type !== undefined){
if("script" !== data.submit_type){
const err1 = {instancePath:instancePath+"/submit_type",schemaPath:"#/properties/submit_type/const",keyword:"const",params:{allowedValue: "script"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"submit_type":true},"dynamicProps":false,"dynamicItems":false};

exports["-21aff3d1"] = validate23;
const schema34 = {"properties":{"submit_type":{"const":"template"}},"required":["submit_type"],"$id":"-21aff3d1"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-21aff3d1" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.submit_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submit_type"},message:"must have required property '"+"submit_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.submit_type !== undefined){
if("template" !== data.submit_type){
const err1 = {instancePath:instancePath+"/submit_type",schemaPath:"#/properties/submit_type/const",keyword:"const",params:{allowedValue: "template"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"submit_type":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
